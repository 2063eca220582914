import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

interface SwitchRowProps {
  id: string;
  label: string;
  /** A line under the label (what the option does, or why it is not available). */
  caption?: string;
  checked: boolean;
  disabled?: boolean;
  onChange(checked: boolean): void;
}

/** A labelled on/off preference, the switch on the right as in most settings screens. */
export function SwitchRow({ id, label, caption, checked, disabled, onChange }: SwitchRowProps) {
  const captionId = caption ? `${id}-caption` : undefined;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        py: 1,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component="label"
          htmlFor={id}
          variant="body2"
          sx={{ fontWeight: 600, color: disabled ? 'text.disabled' : 'text.primary' }}
        >
          {label}
        </Typography>
        {caption ? (
          <Typography
            id={captionId}
            variant="caption"
            component="p"
            sx={{ color: 'text.secondary' }}
          >
            {caption}
          </Typography>
        ) : null}
      </Box>
      <Switch
        id={id}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        slotProps={{ input: { 'aria-describedby': captionId } }}
      />
    </Box>
  );
}
