export { AppShell, PlainLayout } from './AppShell.tsx';
export { SectionTabs } from './SectionTabs.tsx';
