export * from './constants.ts';
