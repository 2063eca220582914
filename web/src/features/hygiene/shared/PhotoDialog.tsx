import { useState } from 'react';
import Box from '@mui/material/Box';
import { Dialog } from '../../../ui/Dialog.tsx';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import { formatDateTime } from '../../../lib/format.ts';
import { SHARED_MESSAGES as M } from './messages.ts';

export interface ViewedPhoto {
  id: string;
  url: string;
}

interface PhotoDialogProps {
  /** The photos to show (one, or a record's gallery); the dialog is open while non-empty. */
  photos: readonly ViewedPhoto[];
  /** Which one to show first. */
  initialIndex?: number;
  /** Under the photo: what it documents (e.g. 'Chambre froide — 12/03/2026 08:15'). */
  caption?: string;
  title?: string;
  onClose: () => void;
}

/** A log's photo, or its gallery with previous/next (buttons and the arrow keys). */
export function PhotoDialog({
  photos,
  initialIndex = 0,
  caption,
  title = M.viewerTitle,
  onClose,
}: PhotoDialogProps) {
  const open = photos.length > 0;
  const [index, setIndex] = useState(initialIndex);
  // A new set of photos opens at its own starting photo (reset while rendering, not in an effect).
  const [shown, setShown] = useState(photos);
  if (shown !== photos) {
    setShown(photos);
    setIndex(initialIndex);
  }

  const count = photos.length;
  const current = photos[Math.min(index, count - 1)];
  const several = count > 1;
  const previous = () => setIndex((i) => (i - 1 + count) % count);
  const next = () => setIndex((i) => (i + 1) % count);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="photo-dialog-title"
      onKeyDown={(event) => {
        if (!several) return;
        if (event.key === 'ArrowLeft') previous();
        if (event.key === 'ArrowRight') next();
      }}
    >
      <DialogTitle id="photo-dialog-title" sx={{ pr: 6 }}>
        {title}
        {several ? (
          <Typography component="span" variant="body2" sx={{ ml: 1, color: 'textSecondary' }}>
            {M.viewerPosition(index, count)}
          </Typography>
        ) : null}
        <IconButton
          aria-label={M.viewerClose}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {current ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {several ? (
              <IconButton aria-label={M.viewerPrevious} onClick={previous}>
                <ChevronLeft />
              </IconButton>
            ) : null}
            <Box
              component="figure"
              sx={{ m: 0, flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center' }}
            >
              <Box
                component="img"
                key={current.id}
                src={current.url}
                alt={caption ?? title}
                // Fills the dialog's width whatever the photo's own size (a phone's or a small
                // thumbnail), its proportions kept.
                sx={{
                  width: '100%',
                  height: 'auto',
                  maxHeight: '65vh',
                  objectFit: 'contain',
                  borderRadius: 1,
                }}
              />
              {caption ? (
                <Typography
                  component="figcaption"
                  variant="body2"
                  sx={{ mt: 1, color: 'textSecondary' }}
                >
                  {caption}
                </Typography>
              ) : null}
            </Box>
            {several ? (
              <IconButton aria-label={M.viewerNext} onClick={next}>
                <ChevronRight />
              </IconButton>
            ) : null}
          </Stack>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

interface RecordPhotoDialogProps {
  /** The record whose photo is shown: what it names (title) and when it was made (caption). */
  record: { name: string; at: string; photo?: ViewedPhoto | null } | null;
  onClose: () => void;
}

/** The viewer of a one-photo log's record (temperatures, coolings, reheatings, oil). */
export function RecordPhotoDialog({ record, onClose }: RecordPhotoDialogProps) {
  return (
    <PhotoDialog
      photos={record?.photo ? [record.photo] : []}
      {...(record && { title: record.name, caption: formatDateTime(record.at) })}
      onClose={onClose}
    />
  );
}
