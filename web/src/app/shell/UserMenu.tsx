import { useNavigate } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Logout from '@mui/icons-material/Logout';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { ROLE_LABELS, personName } from '@bo/domain';
import { useMenuAnchor } from '../../ui/useMenuAnchor.ts';
import { useSession } from '../session.tsx';
import type { SessionUser } from '../session.tsx';
import { authUrls } from '../../features/auth/urls.ts';
import { settingsUrls } from '../../features/settings/urls.ts';

const initials = (user: SessionUser) =>
  `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();

/** The top bar's user menu: who is signed in, with which role; settings; sign-out. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const menu = useMenuAnchor();
  const fullName = personName(user);
  const roleLabel = ROLE_LABELS[user.role];

  return (
    <>
      <ButtonBase
        {...menu.buttonProps}
        aria-label={`Menu utilisateur : ${fullName}`}
        sx={{
          gap: 1.25,
          px: 1,
          py: 0.5,
          borderRadius: 2,
          textAlign: 'left',
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        <Avatar sx={{ width: 34, height: 34, fontSize: '0.85rem', bgcolor: 'primary.main' }}>
          {initials(user)}
        </Avatar>
        <Box sx={{ display: { xs: 'none', sm: 'block' }, lineHeight: 1.2 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            {fullName}
          </Typography>
          <Typography variant="caption" color="textSecondary" sx={{ lineHeight: 1.2 }}>
            {roleLabel}
          </Typography>
        </Box>
        <ExpandMore fontSize="small" sx={{ color: 'text.secondary' }} />
      </ButtonBase>
      <Menu
        {...menu.menuProps}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: 1, minWidth: 240 } } }}
      >
        <Box sx={{ px: 2, pt: 1, pb: 1.5 }}>
          <Typography variant="subtitle2">{fullName}</Typography>
          <Typography variant="body2" color="textSecondary">
            {user.email}
          </Typography>
          <Typography variant="caption" color="primary" sx={{ fontWeight: 600 }}>
            {roleLabel}
          </Typography>
        </Box>
        <Divider />
        <MenuItem
          onClick={() => {
            menu.close();
            navigate(settingsUrls.settings());
          }}
        >
          <ListItemIcon>
            <SettingsOutlined fontSize="small" />
          </ListItemIcon>
          Paramètres
        </MenuItem>
        <MenuItem
          onClick={() => {
            menu.close();
            signOut();
            navigate(authUrls.login, { replace: true });
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          Se déconnecter
        </MenuItem>
      </Menu>
    </>
  );
}
