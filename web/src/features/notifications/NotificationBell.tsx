import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link as RouterLink, parsePath, useLocation } from 'react-router-dom';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import type { Bell_ListFragment, MarkNotificationsReadMutationVariables } from '../../gql/graphql';
import { formatDateTime, formatTimeAgo } from '../../lib/format.ts';
import { useSelectedRestaurant } from '../../lib/restaurant-selection.tsx';
import { usePhoneLayout } from '../../ui/layout.ts';
import { visuallyHidden } from '../../ui/TableParts.tsx';
import { useToast } from '../../ui/useToast.tsx';
import { MarkNotificationsReadMutation, NotificationsQuery } from './documents.ts';
import { notificationMessages as t } from './messages.ts';

type BellNotification = Bell_ListFragment['notifications'][number];

/**
 * The count is read again when the user comes back to the tab or window, and on each change of
 * page: no timer asks the server while nobody looks (live updates come with the graph's
 * subscriptions). The first page is the query's own first fetch.
 */
function useRefreshWhenLookedAt(refetch: () => Promise<unknown>) {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    // A failure shows as the query's own error, on the next opening of the list.
    refetch().catch(() => undefined);
  }, [pathname, refetch]);
  useEffect(() => {
    const again = () => {
      if (document.visibilityState !== 'hidden') refetch().catch(() => undefined);
    };
    window.addEventListener('focus', again);
    document.addEventListener('visibilitychange', again);
    return () => {
      window.removeEventListener('focus', again);
      document.removeEventListener('visibilitychange', again);
    };
  }, [refetch]);
}

/**
 * A notification about a restaurant opens its screen on that restaurant: the picker follows once
 * the page has changed (so a page that keeps its visitor, with unsaved work, keeps its restaurant
 * too), and at once when the link is the page already shown.
 */
function useFollowOnArrival() {
  const { pathname } = useLocation();
  const { restaurant, restaurants, follow } = useSelectedRestaurant();
  const pending = useRef<{ path: string; restaurantId: string } | null>(null);
  useEffect(() => {
    const arrival = pending.current;
    if (!arrival || arrival.path !== pathname) return;
    pending.current = null;
    follow(arrival.restaurantId);
  }, [pathname, follow]);
  return (notification: BellNotification) => {
    const id = notification.restaurant?.id;
    // One the user does not see (no longer his) is never selected.
    if (!id || id === restaurant?.id || !restaurants.some((r) => r.id === id)) return;
    const path = parsePath(notification.link).pathname ?? notification.link;
    if (path === pathname) follow(id);
    else pending.current = { path, restaurantId: id };
  };
}

function NotificationItem({
  notification,
  onOpen,
}: {
  notification: BellNotification;
  onOpen(notification: BellNotification): void;
}) {
  const unread = notification.readAt === null || notification.readAt === undefined;
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        component={RouterLink}
        to={notification.link}
        onClick={() => onOpen(notification)}
        alignItems="flex-start"
        sx={{ gap: 1.5, py: 1.25 }}
      >
        <Box
          aria-hidden
          sx={{
            mt: 0.75,
            width: 8,
            height: 8,
            borderRadius: '50%',
            flexShrink: 0,
            bgcolor: unread ? 'primary.main' : 'transparent',
          }}
        />
        <Box sx={{ minWidth: 0 }}>
          {unread ? (
            <Box component="span" sx={visuallyHidden}>
              {t.unread}
            </Box>
          ) : null}
          <Typography variant="body2" sx={{ fontWeight: unread ? 700 : 400 }}>
            {notification.title}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {notification.body}
          </Typography>
          <Typography
            variant="caption"
            color="textSecondary"
            component="time"
            dateTime={notification.createdAt}
            title={formatDateTime(notification.createdAt)}
          >
            {formatTimeAgo(notification.createdAt)}
          </Typography>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}

/**
 * The top bar's bell, for every role (docs/areas/platform.md#shell-and-routes): the unread count
 * on a badge, and the latest notifications in a popover (the whole width on a phone), each a link
 * to the screen that resolves it, marked read as it is followed.
 */
export function NotificationBell() {
  const { data, error, refetch } = useQuery(NotificationsQuery);
  useRefreshWhenLookedAt(refetch);
  const followOnArrival = useFollowOnArrival();
  const phone = usePhoneLayout();
  const { show, toast } = useToast();
  const popoverId = useId();
  const titleId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const close = () => setAnchor(null);

  const [mark, { loading: marking }] = useMutation(MarkNotificationsReadMutation, {
    // The answer is the bell's page read again after the write: it takes the query's place, count
    // and all (WRITES: `changes`, no second round trip).
    update(cache, { data: answer }) {
      if (!answer) return;
      cache.writeQuery({
        query: NotificationsQuery,
        data: { notifications: answer.markNotificationsRead },
      });
    },
  });
  const markRead = (variables: MarkNotificationsReadMutationVariables) =>
    mark({ variables }).catch((failure: unknown) => {
      console.error('[notifications] not marked read', failure);
      show(t.markFailed, 'error');
    });

  const list = data?.notifications;
  const unread = list?.unread ?? 0;
  const openNotification = (notification: BellNotification) => {
    close();
    followOnArrival(notification);
    if (!notification.readAt) void markRead({ ids: [notification.id] });
  };

  let content: ReactNode;
  if (!list && error) {
    content = (
      <Typography color="textSecondary" sx={{ px: 2, py: 4, textAlign: 'center' }}>
        {t.loadFailed}
      </Typography>
    );
  } else if (!list) {
    content = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress size={28} aria-label={t.loading} />
      </Box>
    );
  } else if (list.notifications.length === 0) {
    content = (
      <Typography color="textSecondary" sx={{ px: 2, py: 4, textAlign: 'center' }}>
        {t.empty}
      </Typography>
    );
  } else {
    content = (
      <List disablePadding aria-labelledby={titleId}>
        {list.notifications.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            onOpen={openNotification}
          />
        ))}
      </List>
    );
  }

  return (
    <>
      <IconButton
        aria-label={t.bell(unread)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={unread} color="error" max={99} invisible={unread === 0}>
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      <Popover
        id={popoverId}
        open={open}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        // On a phone the list takes the screen's whole width, edge to edge.
        marginThreshold={phone ? 0 : 16}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: phone
              ? { width: '100%', maxWidth: '100%', maxHeight: 'calc(100% - 72px)', borderRadius: 0 }
              : { mt: 1, width: 380, maxHeight: 520 },
          },
        }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            px: 2,
            py: 1,
          }}
        >
          <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t.title}
          </Typography>
          <Button
            size="small"
            onClick={() => void markRead({ all: true })}
            disabled={unread === 0 || marking}
          >
            {t.markAllRead}
          </Button>
        </Box>
        <Divider />
        {content}
      </Popover>
      {toast}
    </>
  );
}
