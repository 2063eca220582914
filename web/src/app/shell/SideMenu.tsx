import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import KeyboardDoubleArrowLeft from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRight from '@mui/icons-material/KeyboardDoubleArrowRight';
import RestaurantMenuRounded from '@mui/icons-material/RestaurantMenuRounded';
import type { Theme } from '@mui/material/styles';
import { useMenuAnchor } from '../../ui/useMenuAnchor.ts';
import { navColors } from '../theme.ts';
import type { Role } from '@bo/domain';
import { LAB_ONLY_HINT, canSee, isActive, isGroupActive, navigation } from './navigation.tsx';
import type { NavGroup, NavLink } from './navigation.tsx';

/**
 * The menu is 60 units wide expanded, 20 collapsed (docs/areas/platform.md#shell-and-routes). The
 * units are those of the original front-end's utility CSS (a quarter of a rem, 4px), i.e. 240px and
 * 80px: theme.spacing(30) and theme.spacing(10) with MUI's default 8px spacing.
 */
export const MENU_WIDTH_EXPANDED = 30;
export const MENU_WIDTH_COLLAPSED = 10;

interface SideMenuProps {
  collapsed: boolean;
  /** The rail's 'Réduire' / 'Agrandir' button; none in the drawer of a narrow screen. */
  onToggle?(): void;
  /** In the drawer: a followed link closes it. */
  onNavigate?(): void;
  /** The signed-in user's role: entries reserved to other roles are hidden. */
  role: Role | undefined;
  /** Whether the selected restaurant is a laboratory (enables the lab-only entries). */
  isLab: boolean;
}

const itemSx = (collapsed: boolean) => (theme: Theme) => ({
  minHeight: 42,
  borderRadius: 2,
  mx: 1.5,
  my: 0.25,
  px: collapsed ? 0 : 1.5,
  justifyContent: collapsed ? 'center' : 'flex-start',
  color: navColors.text,
  '& .MuiListItemIcon-root': {
    color: 'inherit',
    minWidth: collapsed ? 0 : 36,
    '& svg': { fontSize: 21 },
  },
  '&:hover': { bgcolor: navColors.hover, color: navColors.textStrong },
  '&.Mui-selected, &.Mui-selected:hover': {
    bgcolor: navColors.active,
    color: navColors.activeText,
    '&::before': {
      content: '""',
      position: 'absolute',
      left: -12,
      top: 8,
      bottom: 8,
      width: 3,
      borderRadius: 3,
      bgcolor: theme.palette.primary.light,
    },
  },
  '&.Mui-disabled': { opacity: 1, color: navColors.muted },
  '& .MuiListItemText-primary': {
    fontSize: '0.875rem',
    fontWeight: 500,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
});

function LinkItem({
  entry,
  collapsed,
  nested = false,
  disabled,
  onNavigate,
}: {
  entry: NavLink;
  collapsed: boolean;
  nested?: boolean;
  disabled: boolean;
  onNavigate?: (() => void) | undefined;
}) {
  const { pathname } = useLocation();
  const selected = !disabled && isActive(entry, pathname);
  const hint = disabled ? LAB_ONLY_HINT : undefined;
  const button = disabled ? (
    <ListItemButton disabled aria-disabled="true" sx={itemSx(collapsed)}>
      <ListItemIcon>{entry.icon}</ListItemIcon>
      {collapsed ? null : (
        <ListItemText
          primary={entry.label}
          secondary={hint}
          slotProps={{
            secondary: { sx: { color: navColors.muted, fontSize: '0.72rem', lineHeight: 1.2 } },
          }}
        />
      )}
    </ListItemButton>
  ) : (
    <ListItemButton
      component={RouterLink}
      to={entry.to}
      selected={selected}
      aria-current={selected ? 'page' : undefined}
      onClick={onNavigate}
      sx={[itemSx(collapsed), nested && !collapsed ? { pl: 2.5 } : {}]}
    >
      <ListItemIcon>{entry.icon}</ListItemIcon>
      {collapsed ? null : <ListItemText primary={entry.label} />}
    </ListItemButton>
  );
  if (!collapsed) return button;
  return (
    <Tooltip title={hint ? `${entry.label} · ${hint}` : entry.label} placement="right">
      {/* A disabled button gets no pointer events: the span carries the tooltip. */}
      <Box
        component="span"
        sx={{ display: 'block', position: 'relative' }}
        aria-label={entry.label}
      >
        {button}
      </Box>
    </Tooltip>
  );
}

function GroupItem({
  group,
  collapsed,
  open,
  onToggle,
  isEnabled,
  onNavigate,
}: {
  group: NavGroup;
  collapsed: boolean;
  open: boolean;
  onToggle(): void;
  isEnabled(entry: NavLink): boolean;
  onNavigate?: (() => void) | undefined;
}) {
  const { pathname } = useLocation();
  const active = isGroupActive(group, pathname);
  const menu = useMenuAnchor();

  if (collapsed) {
    // No room for a nested list: the group's screens open in a menu beside the rail.
    return (
      <>
        <Tooltip title={group.label} placement="right">
          <ListItemButton
            selected={active}
            aria-label={group.label}
            {...menu.buttonProps}
            sx={itemSx(true)}
          >
            <ListItemIcon>{group.icon}</ListItemIcon>
          </ListItemButton>
        </Tooltip>
        <Menu
          {...menu.menuProps}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'left' }}
          slotProps={{
            list: { dense: true, 'aria-label': group.label },
            paper: { sx: { ml: 1.5 } },
          }}
        >
          <ListSubheader sx={{ lineHeight: '32px' }}>{group.label}</ListSubheader>
          {group.children.map((child) => {
            const enabled = isEnabled(child);
            return (
              <MenuItem
                key={child.to}
                component={RouterLink}
                to={child.to}
                disabled={!enabled}
                selected={enabled && isActive(child, pathname)}
                onClick={menu.close}
              >
                <ListItemIcon>{child.icon}</ListItemIcon>
                <ListItemText
                  primary={child.label}
                  secondary={enabled ? undefined : LAB_ONLY_HINT}
                />
              </MenuItem>
            );
          })}
        </Menu>
      </>
    );
  }

  return (
    <>
      <ListItemButton
        onClick={onToggle}
        aria-expanded={open}
        sx={[itemSx(false), active && !open ? { color: navColors.activeText } : {}]}
      >
        <ListItemIcon>{group.icon}</ListItemIcon>
        <ListItemText primary={group.label} />
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        {/* A group of links, not a list: its entries are links and buttons, not <li>s. */}
        <List component="div" role="group" disablePadding aria-label={group.label}>
          {group.children.map((child) => (
            <LinkItem
              key={child.to}
              entry={child}
              collapsed={false}
              nested
              disabled={!isEnabled(child)}
              onNavigate={onNavigate}
            />
          ))}
        </List>
      </Collapse>
    </>
  );
}

/** The collapsible left menu (docs/areas/platform.md#shell-and-routes). */
export function SideMenu({ collapsed, onToggle, onNavigate, role, isLab }: SideMenuProps) {
  const { pathname } = useLocation();
  const [openGroups, setOpenGroups] = useState<ReadonlySet<string>>(
    () =>
      new Set(
        navigation
          .filter((e): e is NavGroup => e.kind === 'group' && isGroupActive(e, pathname))
          .map((g) => g.id),
      ),
  );
  // Arriving in a group by any path (a link, the sub-tabs, the address bar) unfolds it; folding
  // stays the user's choice.
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    const entered = navigation.find(
      (e): e is NavGroup => e.kind === 'group' && isGroupActive(e, pathname),
    );
    if (entered && !openGroups.has(entered.id)) setOpenGroups(new Set(openGroups).add(entered.id));
  }

  const toggleGroup = (id: string) => {
    const next = new Set(openGroups);
    if (!next.delete(id)) next.add(id);
    setOpenGroups(next);
  };
  const isEnabled = (entry: NavLink) => !entry.labOnly || isLab;

  return (
    <Box
      component="nav"
      aria-label="Menu principal"
      sx={(theme) => ({
        width: theme.spacing(collapsed ? MENU_WIDTH_COLLAPSED : MENU_WIDTH_EXPANDED),
        flexShrink: 0,
        // The rail follows the page; the drawer's paper already is the screen's height.
        height: onNavigate ? '100%' : '100vh',
        position: 'sticky',
        top: 0,
        display: 'flex',
        flexDirection: 'column',
        bgcolor: navColors.background,
        color: navColors.text,
        borderRight: `1px solid ${navColors.border}`,
        transition: theme.transitions.create('width', {
          duration: theme.transitions.duration.shorter,
        }),
        overflowX: 'hidden',
      })}
    >
      <Box
        sx={{
          height: 64,
          flexShrink: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: collapsed ? 'center' : 'flex-start',
          gap: 1.5,
          px: collapsed ? 0 : 3,
          borderBottom: `1px solid ${navColors.border}`,
        }}
      >
        <Box
          aria-hidden
          sx={{
            width: 34,
            height: 34,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
            color: '#fff',
            background: 'linear-gradient(135deg, #5b7cfa 0%, #2747a8 100%)',
            '& svg': { fontSize: 20 },
          }}
        >
          <RestaurantMenuRounded />
        </Box>
        {collapsed ? null : (
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ color: navColors.textStrong, fontWeight: 700, lineHeight: 1.1 }}>
              Brigade
            </Typography>
            <Typography variant="caption" sx={{ color: navColors.muted, lineHeight: 1.1 }}>
              Back-office
            </Typography>
          </Box>
        )}
      </Box>

      <List
        component="div"
        sx={{
          flex: 1,
          overflowY: 'auto',
          overflowX: 'hidden',
          py: 1.5,
          scrollbarWidth: 'thin',
          scrollbarColor: `${navColors.hover} transparent`,
        }}
      >
        {navigation.map((entry) => {
          if (entry.kind === 'group') {
            return (
              <GroupItem
                key={entry.id}
                group={entry}
                collapsed={collapsed}
                open={openGroups.has(entry.id)}
                onToggle={() => toggleGroup(entry.id)}
                isEnabled={isEnabled}
                onNavigate={onNavigate}
              />
            );
          }
          if (!canSee(entry, role)) return null;
          return (
            <LinkItem
              key={entry.to}
              entry={entry}
              collapsed={collapsed}
              disabled={!isEnabled(entry)}
              onNavigate={onNavigate}
            />
          );
        })}
      </List>

      {onToggle ? (
        <Box sx={{ p: 1.5, borderTop: `1px solid ${navColors.border}` }}>
          <Tooltip title={collapsed ? 'Agrandir' : ''} placement="right">
            <ListItemButton
              onClick={onToggle}
              aria-label={collapsed ? 'Agrandir' : 'Réduire'}
              aria-expanded={!collapsed}
              sx={[itemSx(collapsed), { mx: 0 }]}
            >
              <ListItemIcon>
                {collapsed ? <KeyboardDoubleArrowRight /> : <KeyboardDoubleArrowLeft />}
              </ListItemIcon>
              {collapsed ? null : <ListItemText primary="Réduire" />}
            </ListItemButton>
          </Tooltip>
        </Box>
      ) : null}
    </Box>
  );
}
