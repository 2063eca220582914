/** How a tab reports a save: the settings page's toast. */
export type Notify = (text: string, severity?: 'success' | 'error') => void;
