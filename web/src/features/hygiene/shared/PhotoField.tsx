import { useEffect, useId, useRef, useState } from 'react';
import { PHOTO_MAX_BYTES, PHOTO_MIME_TYPES } from '@bo/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from '../../../app/session.tsx';
import { SHARED_MESSAGES as M } from './messages.ts';
import { uploadPhoto, type UploadedPhoto } from './rest.ts';

export type { UploadedPhoto } from './rest.ts';

interface PhotoFieldProps {
  /** The photo already attached (its id and signed url), or null. */
  value: UploadedPhoto | null;
  /** Called with the uploaded photo (give its id to the record mutation), or null when removed. */
  onChange: (photo: UploadedPhoto | null) => void;
  label?: string;
  /** A validation message from the form (e.g. 'La photo est requise'). */
  error?: string | undefined;
  disabled?: boolean;
  /** Tells the form an upload is running, so it can wait before saving. */
  onUploadingChange?: (uploading: boolean) => void;
}

const ACCEPT = PHOTO_MIME_TYPES.join(',');

/** What the browser can refuse before sending: the server checks again (MIME and bytes). */
function localRefusal(file: File): string | null {
  if (file.type && !(PHOTO_MIME_TYPES as readonly string[]).includes(file.type)) {
    return M.photoNotImage;
  }
  if (file.size > PHOTO_MAX_BYTES) return M.photoTooLarge;
  return null;
}

/**
 * Picks one image, uploads it at once through the bff (POST /uploads/photos) and shows its
 * thumbnail; the form only keeps the photo's id. Uploading on pick (not on save) lets the user
 * see a refusal (too large, not an image) next to the field while he can still pick another.
 */
export function PhotoField({
  value,
  onChange,
  label = M.photoLabel,
  error,
  disabled = false,
  onUploadingChange,
}: PhotoFieldProps) {
  const { token } = useSession();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  // The picked file's own pixels: shown at once, and readable even while the signed link loads.
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const setBusy = (busy: boolean) => {
    setUploading(busy);
    onUploadingChange?.(busy);
  };

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const refusal = localRefusal(file);
    if (refusal) {
      setUploadError(refusal);
      return;
    }
    setUploadError(null);
    setBusy(true);
    try {
      const photo = await uploadPhoto(file, token, M.photoUploadFailed);
      setPreview(URL.createObjectURL(file));
      onChange(photo);
    } catch (failure) {
      setUploadError(failure instanceof Error ? failure.message : M.photoUploadFailed);
    } finally {
      setBusy(false);
    }
  };

  const remove = () => {
    setPreview(null);
    setUploadError(null);
    onChange(null);
  };

  const message = uploadError ?? error;
  const thumbnail = value ? (preview ?? value.url) : null;

  return (
    <Box>
      <Typography
        component="label"
        htmlFor={inputId}
        variant="body2"
        sx={{ display: 'block', mb: 1 }}
      >
        {label}
      </Typography>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={ACCEPT}
        hidden
        disabled={disabled || uploading}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so picking the same file again after a refusal fires a change.
          event.target.value = '';
          void pick(file);
        }}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {thumbnail ? (
          <Box
            component="img"
            src={thumbnail}
            alt={M.photoAlt}
            sx={{
              width: 96,
              height: 72,
              objectFit: 'cover',
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
            }}
          />
        ) : null}
        <Button
          variant="outlined"
          size="small"
          disabled={disabled || uploading}
          onClick={() => inputRef.current?.click()}
          startIcon={uploading ? <CircularProgress size={16} /> : <PhotoCameraOutlined />}
        >
          {uploading ? M.photoUploading : value ? M.photoReplace : M.photoPick}
        </Button>
        {value && !uploading ? (
          <IconButton aria-label={M.photoRemove} onClick={remove} disabled={disabled} size="small">
            <CloseIcon fontSize="small" />
          </IconButton>
        ) : null}
      </Stack>
      {message ? (
        <FormHelperText error role="alert">
          {message}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
