import type { MouseEventHandler, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';

/**
 * A row's name in a table, in bold, linking to its sheet. `wrap` lets a long name break anywhere;
 * `onClick` is for a grid whose row click must not also fire (stop the event there).
 */
export function CellLink({
  to,
  children,
  wrap = false,
  onClick,
}: {
  to: string;
  children: ReactNode;
  wrap?: boolean;
  onClick?: MouseEventHandler<HTMLAnchorElement> | undefined;
}) {
  return (
    <Link
      component={RouterLink}
      to={to}
      underline="hover"
      sx={{ fontWeight: 600, ...(wrap && { overflowWrap: 'anywhere' }) }}
      {...(onClick && { onClick })}
    >
      {children}
    </Link>
  );
}
