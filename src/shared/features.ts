// What the browser side of the site features (src/client/features/) is told by the build: one JSON element in the
// head of every page of a site that configures comments or image zoom (none otherwise).

/** The id of the feature config element (`<script type="application/json">`). */
export const FEATURES_DATA_ID = '__BLOGCTL_FEATURES__';

/** The attribute of a page's comments placeholder (the post and doc templates render it where comments go). */
export const COMMENTS_ATTR = 'data-comments';

export interface CommentsClientConfig {
  /** Origin of the giscus client script and frame. */
  host: string;
  /** The `data-*` attributes of giscus's client script (without the prefix), theme excepted. */
  attributes: Record<string, string>;
  theme: string;
  darkTheme: string;
}

export interface ZoomClientConfig {
  selector: string;
  background: { light: string; dark: string };
  margin: number;
}

export interface FeatureClientConfig {
  comments?: CommentsClientConfig;
  zoom?: ZoomClientConfig;
}
