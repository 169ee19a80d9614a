// `@docusaurus/useGlobalData` for a site's own React code: what the site's plugins gave `actions.setGlobalData`
// in `contentLoaded` (src/content/plugins), by plugin name and plugin id, read on the server and carried by the
// page for hydration. A plugin or instance that set nothing is an error naming it, as in Docusaurus.
import { DEFAULT_PLUGIN_ID } from './constants';
import { useSiteData } from './site-data';

/** All global data: plugin name → plugin id → data. */
export default function useGlobalData(): Record<string, Record<string, unknown>> {
  return useSiteData('globalData', {});
}

/** Every instance's data of one plugin, by plugin id. */
export function useAllPluginInstancesData(
  pluginName: string,
  options: { failfast?: boolean } = {},
): Record<string, unknown> | undefined {
  const data = useGlobalData()[pluginName];
  if (!data && options.failfast) throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin.`);
  return data;
}

/** One instance's data (`pluginId` "default" unless given). */
export function usePluginData(
  pluginName: string,
  pluginId: string = DEFAULT_PLUGIN_ID,
  options: { failfast?: boolean } = {},
): unknown {
  const data = useAllPluginInstancesData(pluginName)?.[pluginId];
  if (data === undefined && options.failfast)
    throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin with id "${pluginId}".`);
  return data;
}
