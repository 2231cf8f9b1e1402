export { default as Tabs, type TabId, type TabItem, type TabsProps } from './Tabs';
export type { TabIconName } from './tabIcons';
