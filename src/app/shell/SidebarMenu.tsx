import Refresh from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import { Button } from '@/ui/Button';
import { Tooltip } from '@/ui/Tooltip';
import { useListarMenu } from '@generated/main/endpoints/menu/menu';
import { useSession } from '@/lib/session';
import type { MenuResponse } from '@generated/main/model';
import MenuNode from './MenuNode';
import SidebarMenuLoading from './SidebarMenuLoading';
import { homeMenuItem, withHome } from './menuTree';
import { texts } from './texts';

interface SidebarMenuProps {
  collapsed: boolean;
  onNavigate?: () => void;
  onRequestExpand?: () => void;
}

const selectMenu = (response: MenuResponse) => withHome(response.results);

/** The server-driven menu tree (spec §2), with its loading and error states. */
export default function SidebarMenu({ collapsed, onNavigate, onRequestExpand }: SidebarMenuProps) {
  // Signing out clears the cache while the shell is still on screen: without a session the menu
  // is not read again (it answered 401, issue 54).
  const signedIn = useSession().token !== null;
  const menu = useListarMenu({
    // The sidebar shows its own error state with a retry button, so no toast.
    query: {
      staleTime: Infinity,
      select: selectMenu,
      meta: { silentError: true },
      enabled: signedIn,
    },
  });

  if (menu.isPending) return <SidebarMenuLoading />;

  // Without the server menu the user can still go home and retry.
  if (menu.isError) {
    const retry = () => void menu.refetch();
    return (
      <>
        <List sx={{ px: 1 }}>
          <MenuNode item={homeMenuItem} depth={0} collapsed={collapsed} onNavigate={onNavigate} />
        </List>
        {collapsed ? (
          <Tooltip title={texts.sidebar.error} placement="right">
            <IconButton
              onClick={retry}
              aria-label={texts.sidebar.retry}
              sx={{ mx: 'auto', display: 'flex' }}
            >
              <Refresh />
            </IconButton>
          </Tooltip>
        ) : (
          <Alert
            severity="error"
            sx={{ m: 1 }}
            action={
              <Button variant="text" color="inherit" size="small" onClick={retry}>
                {texts.sidebar.retry}
              </Button>
            }
          >
            {texts.sidebar.error}
          </Alert>
        )}
      </>
    );
  }

  return (
    <List sx={{ px: 1 }}>
      {menu.data.map((item) => (
        <MenuNode
          key={item.id}
          item={item}
          depth={0}
          collapsed={collapsed}
          onNavigate={onNavigate}
          onRequestExpand={onRequestExpand}
        />
      ))}
    </List>
  );
}
