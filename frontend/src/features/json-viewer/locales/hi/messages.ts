/*eslint-disable*/ import type { Messages } from '@lingui/core';
export const messages = JSON.parse(
  '{"json-viewer.page.description":[["path"]," का JSON जवाब।"],"json-viewer.page.failed":["कुछ गड़बड़ हो गई"],"json-viewer.page.heading":["JSON व्यूअर: ",["path"]],"json-viewer.page.loading":["लोड हो रहा है..."],"json-viewer.page.noEvent":["कोई इवेंट नहीं बताया गया"],"json-viewer.page.title":["JSON व्यूअर"],"json-viewer.tree.copied":["कॉपी हो गया"],"json-viewer.tree.copiedOf":[["name"]," कॉपी हो गया"],"json-viewer.tree.copy":["कॉपी करें"],"json-viewer.tree.copyOf":[["name"]," कॉपी करें"],"json-viewer.tree.items":[["count"]," आइटम"],"json-viewer.tree.oneItem":["1 आइटम"],"json-viewer.tree.response":["जवाब"],"json-viewer.tree.root":["रूट"]}',
) as Messages;
