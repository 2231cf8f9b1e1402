import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { visuallyHidden } from '@mui/utils';
import { Tooltip } from '@/ui/Tooltip';
import { createElement, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { MenuItem } from '@generated/main/model';
import { useCapitalizeName } from '@/lib/text';
import { getMenuIcon } from './menuIcons';
import { containsPath, isCurrentPath, isNamedEntry, opensInNewTab } from './menuTree';
import { texts } from './texts';

interface MenuNodeProps {
  item: MenuItem;
  /** Nesting level, 0 for top-level items. */
  depth: number;
  /** Icons only: the desktop sidebar is collapsed. */
  collapsed: boolean;
  /** Called after following a link (the mobile drawer closes). */
  onNavigate?: () => void;
  /** Asks the sidebar to expand, when a folder is opened while it is collapsed. */
  onRequestExpand?: () => void;
}

/** One entry of the server menu: a folder that expands, an app link or an external link. */
export default function MenuNode({
  item,
  depth,
  collapsed,
  onNavigate,
  onRequestExpand,
}: MenuNodeProps) {
  const { pathname, search } = useLocation();
  const capitalize = useCapitalizeName();
  const title = isNamedEntry(item) ? capitalize(item.titulo) : item.titulo;
  const [open, setOpen] = useState(
    () => item.hijos.length > 0 && containsPath(item, pathname, search),
  );
  const childrenId = useId();
  const isFolder = item.hijos.length > 0;
  const current = isCurrentPath(item.referencia, pathname, search);
  const external = !isFolder && item.referencia !== null && opensInNewTab(item);
  const collapsedLabel = external ? `${title} ${texts.newTab}` : title;

  const common = {
    sx: { pl: collapsed ? 2.5 : 2 + depth * 2, minHeight: 44 },
    'aria-label': collapsed ? collapsedLabel : undefined,
  };
  const content = (
    <>
      <ListItemIcon sx={{ minWidth: 40 }}>
        {createElement(getMenuIcon(item.icono), { fontSize: 'small' })}
      </ListItemIcon>
      {!collapsed && <ListItemText primary={title} />}
    </>
  );

  let control;
  if (isFolder) {
    const toggle = () => {
      if (collapsed) {
        onRequestExpand?.();
        setOpen(true);
      } else {
        setOpen(!open);
      }
    };
    control = (
      <ListItemButton
        {...common}
        onClick={toggle}
        aria-expanded={collapsed ? false : open}
        aria-controls={open && !collapsed ? childrenId : undefined}
      >
        {content}
        {!collapsed && (open ? <ExpandLess /> : <ExpandMore />)}
      </ListItemButton>
    );
  } else if (external && item.referencia) {
    control = (
      <ListItemButton
        {...common}
        component="a"
        href={item.referencia}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onNavigate}
      >
        {content}
        {!collapsed && (
          <>
            <OpenInNew fontSize="small" aria-hidden />
            <span style={visuallyHidden}>{texts.newTab}</span>
          </>
        )}
      </ListItemButton>
    );
  } else if (item.referencia) {
    control = (
      <ListItemButton
        {...common}
        component={Link}
        to={item.referencia}
        selected={current}
        aria-current={current ? 'page' : undefined}
        onClick={onNavigate}
      >
        {content}
      </ListItemButton>
    );
  } else {
    control = (
      <ListItemButton {...common} disabled>
        {content}
      </ListItemButton>
    );
  }

  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      {collapsed ? (
        <Tooltip title={title} placement="right">
          {control}
        </Tooltip>
      ) : (
        control
      )}
      {isFolder && !collapsed && (
        <Collapse in={open} timeout="auto" unmountOnExit>
          <List id={childrenId} disablePadding>
            {item.hijos.map((child) => (
              <MenuNode
                key={child.id}
                item={child}
                depth={depth + 1}
                collapsed={false}
                onNavigate={onNavigate}
              />
            ))}
          </List>
        </Collapse>
      )}
    </ListItem>
  );
}
