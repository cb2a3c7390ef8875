/*eslint-disable*/ import type { Messages } from '@lingui/core';
export const messages = JSON.parse(
  '{"json-viewer.page.description":["The JSON answer of ",["path"],"."],"json-viewer.page.failed":["Something went wrong"],"json-viewer.page.heading":["JSON Viewer: ",["path"]],"json-viewer.page.loading":["Loading..."],"json-viewer.page.noEvent":["No event specified"],"json-viewer.page.title":["JSON Viewer"],"json-viewer.tree.copied":["Copied"],"json-viewer.tree.copiedOf":[["name"]," copied"],"json-viewer.tree.copy":["Copy"],"json-viewer.tree.copyOf":["Copy ",["name"]],"json-viewer.tree.items":[["count"]," items"],"json-viewer.tree.oneItem":["1 item"],"json-viewer.tree.response":["response"],"json-viewer.tree.root":["root"]}',
) as Messages;
