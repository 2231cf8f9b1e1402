import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import MuiTabs from '@mui/material/Tabs';
import { useId, useState, type ReactNode } from 'react';
import { Badge } from '../Badge';
import { tabsTexts } from '../texts';
import { tabIcons, type TabIconName } from './tabIcons';

export type TabId = string | number;

/** A tab's height, and the list's. */
const TAB_HEIGHT = 48;

/** One tab (spec §3 tab shape). */
export interface TabItem {
  /** The tab's id or code. */
  id: TabId;
  title: string;
  /** Icon before the title. @default no icon */
  iconName?: TabIconName;
  /** Selected at first when the tabs are not controlled by `value`. @default false */
  active?: boolean;
  /** Greyed out and skipped by the arrow keys. @default false */
  disable?: boolean;
  /** Pending items; 9+ above 9, hidden at 0. @default no badge */
  badge?: number;
  /** `false` keeps the user where they are (e.g. unsaved changes) and calls `onBlocked`. @default true */
  canGoTo?: boolean;
  /** The tab's `data-tour`, for a guided tour's step to point at it. @default none */
  tourAnchor?: string;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Names the tab list for screen readers. */
  'aria-label': string;
  /** The selected tab's id; leave it out to let the tabs keep it. @default the `active` item, else the first */
  value?: TabId;
  /** Called with the id of the tab the user moves to. */
  onChange?: (id: TabId) => void;
  /** Called instead of `onChange` when the chosen tab has `canGoTo: false`. */
  onBlocked?: (item: TabItem) => void;
  /** Content of the selected tab, shown in its tab panel. @default no panel */
  children?: ReactNode;
  /**
   * While true, a bar of the list's height stands in for the tab list and the panel is named by
   * the selected tab's title: a first screen shows the panel before the list's work (issue 36).
   * @default false
   */
  listPending?: boolean;
}

function TabLabel({ item }: { item: TabItem }) {
  if (!item.badge) return item.title;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}>
      {item.title}
      <Badge content={item.badge} aria-label={tabsTexts.badge(item.badge)}>
        <Box component="span" sx={{ display: 'block', height: 16 }} />
      </Badge>
    </Box>
  );
}

/** Tabs that scroll sideways on narrow screens, with icons, counts and tabs that cannot be left for. */
export default function Tabs({
  items,
  'aria-label': ariaLabel,
  value,
  onChange,
  onBlocked,
  children,
  listPending = false,
}: TabsProps) {
  const [own, setOwn] = useState(() => (items.find((item) => item.active) ?? items[0])?.id);
  const selected = value ?? own;
  const selectedIndex = items.findIndex((item) => item.id === selected);
  const baseId = useId();
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = `${baseId}-panel`;
  const hasPanel = children !== undefined;

  const choose = (id: TabId) => {
    const item = items.find((candidate) => candidate.id === id);
    if (!item || id === selected) return;
    if (item.canGoTo === false) {
      onBlocked?.(item);
      return;
    }
    setOwn(id);
    onChange?.(id);
  };

  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      {listPending ? (
        <Box aria-hidden sx={{ minHeight: TAB_HEIGHT, borderBottom: 1, borderColor: 'divider' }} />
      ) : (
        <MuiTabs
          value={selectedIndex === -1 ? false : selected}
          onChange={(_, id: TabId) => choose(id)}
          aria-label={ariaLabel}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {items.map((item, index) => {
            const Icon = item.iconName && tabIcons[item.iconName];
            return (
              <Tab
                key={item.id}
                value={item.id}
                id={tabId(index)}
                aria-controls={hasPanel && index === selectedIndex ? panelId : undefined}
                label={<TabLabel item={item} />}
                icon={Icon ? <Icon /> : undefined}
                iconPosition="start"
                disabled={item.disable}
                data-tour={item.tourAnchor}
                sx={{ minHeight: TAB_HEIGHT }}
              />
            );
          })}
        </MuiTabs>
      )}
      {hasPanel && selectedIndex !== -1 && (
        <Box
          role="tabpanel"
          id={panelId}
          {...(listPending
            ? { 'aria-label': items[selectedIndex]!.title }
            : { 'aria-labelledby': tabId(selectedIndex) })}
          tabIndex={0}
          sx={{ py: 2 }}
        >
          {children}
        </Box>
      )}
    </Box>
  );
}
