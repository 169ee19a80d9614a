// `blogctl/theme`: what a site's own React code imports from blogctl.
export * from './hooks';
