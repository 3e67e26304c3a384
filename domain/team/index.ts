export * from './team-roles.ts';
