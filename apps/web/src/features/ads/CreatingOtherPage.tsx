// /creatingOther: the ad form for fiat pairs (a quote other than USDT), which need a certified merchant.
import { CreateAdScreen } from './CreatingPage';

export default function CreatingOtherPage() {
  return <CreateAdScreen fiat />;
}
