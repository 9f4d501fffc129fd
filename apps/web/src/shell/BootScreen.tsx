import { SpinLoading } from 'antd-mobile';
import { Brand } from './Brand';

/** Shown while the first page's code loads. */
export function BootScreen() {
  return (
    <div className="boot-screen" data-testid="boot-screen">
      <Brand />
      <SpinLoading color="primary" style={{ '--size': '28px' }} />
    </div>
  );
}
