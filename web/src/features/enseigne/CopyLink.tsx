import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { enseigneMessages as t } from './messages.ts';

/** An invitation link, read-only and selectable, with a copy button. */
export function CopyLink({ url, size = 'medium' }: { url: string; size?: 'small' | 'medium' }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      // No clipboard (insecure context): the field stays selectable by hand.
    }
  };
  return (
    <TextField
      label={t.linkLabel}
      value={url}
      size={size}
      fullWidth
      onFocus={(e) => e.target.select()}
      slotProps={{
        htmlInput: { readOnly: true, 'data-testid': 'invitation-link' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={copied ? t.linkCopied : t.copyLink}>
                <IconButton aria-label={t.copyLink} onClick={() => void copy()} edge="end">
                  <ContentCopyRounded fontSize="small" />
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
