// antd-mobile's imperative Toast and Dialog render through a function that must use React 19's
// createRoot (without it they throw "d is not a function" and show nothing).
import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

export function wireAntdMobileToReact19(): void {
  unstableSetRender((node, container) => {
    const host = container as (Element | DocumentFragment) & { __admRoot?: Root };
    host.__admRoot ??= createRoot(container);
    host.__admRoot.render(node);
    return async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      host.__admRoot?.unmount();
      delete host.__admRoot;
    };
  });
}
