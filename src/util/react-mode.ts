// React (and react/jsx-runtime) pick their development or production build from NODE_ENV when first loaded,
// and keep it for the life of the thread. Modules of the content stage import React statically (the MDX
// <Tabs> island, the npm2yarn tabs), so the choice is made when this module is evaluated: each module that
// leads to React imports it first, before any other import. With NODE_ENV unset, React's development JSX
// runtime (key and prop validation, frozen elements) cost the render workers ~25 % of their time in CPU
// profiles. Worker threads copy the environment when they start, so they inherit the choice.
process.env.NODE_ENV ??= 'production';
