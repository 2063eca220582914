export * from './store.ts';
export * from './s3.ts';
export * from './links.ts';
