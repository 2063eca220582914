import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import type { MenuEntry } from '../../app/area.ts';
import { supplierPaths } from './urls.ts';

export const menu: readonly MenuEntry[] = [
  { label: 'Fournisseurs', to: supplierPaths.suppliers, icon: <HandshakeOutlined /> },
];
