import Avatar from '@mui/material/Avatar';
import EggAltOutlined from '@mui/icons-material/EggAltOutlined';
import { productMessages as t } from './messages.ts';

interface ProductPhotoProps {
  name: string;
  photoUrl?: string | null | undefined;
  /** Side in pixels: 36 in a list, larger on the sheet. */
  size?: number;
}

/** A product's photo, or its icon when it has none (or the image cannot be loaded). */
export function ProductPhoto({ name, photoUrl, size = 36 }: ProductPhotoProps) {
  return (
    <Avatar
      variant="rounded"
      src={photoUrl ?? undefined}
      alt={photoUrl ? t.photoAlt(name) : undefined}
      sx={{ width: size, height: size, bgcolor: 'action.hover', color: 'text.secondary' }}
    >
      <EggAltOutlined fontSize={size > 48 ? 'large' : 'small'} aria-hidden />
    </Avatar>
  );
}
