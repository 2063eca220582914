import { useState, type MouseEvent } from 'react';

/**
 * A button that opens a menu: where the menu hangs, and the props each side needs, so that every
 * such button tells a screen reader it opens a menu and whether it is open.
 *
 *   const menu = useMenuAnchor();
 *   <IconButton aria-label="…" {...menu.buttonProps} />
 *   <Menu {...menu.menuProps}><MenuItem onClick={() => { menu.close(); … }} /></Menu>
 */
export function useMenuAnchor() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const open = anchor !== null;
  return {
    close,
    buttonProps: {
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
    },
    menuProps: { anchorEl: anchor, open, onClose: close },
  };
}
