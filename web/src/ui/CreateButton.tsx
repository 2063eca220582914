import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import Add from '@mui/icons-material/Add';

interface CreateButtonProps {
  label: string;
  onClick(): void;
  disabled?: boolean;
  /**
   * Why the button is disabled, as a tooltip (given, even empty, the button is wrapped for it).
   */
  hint?: string;
  /** The id of a hint written next to the button. */
  describedBy?: string | undefined;
}

/** The 'Nouveau ...' button of a page header or an empty list. */
export function CreateButton({
  label,
  onClick,
  disabled = false,
  hint,
  describedBy,
}: CreateButtonProps) {
  const button = (
    <Button
      variant="contained"
      startIcon={<Add />}
      disabled={disabled}
      onClick={onClick}
      aria-describedby={describedBy}
    >
      {label}
    </Button>
  );
  if (hint === undefined) return button;
  return (
    <Tooltip title={hint}>
      {/* A disabled button gets no pointer events: the span keeps the tooltip. */}
      <span>{button}</span>
    </Tooltip>
  );
}
