// /appeal (spec §2): with `?id=<orderId>` the appeal form of that order; without it, the caller's appeal
// records (the spec's "appeal record" screen has no path of its own; the personal center and the appeal
// state on /orderDetail link here).
import { useSearchParams } from 'react-router-dom';
import { AppealForm } from './AppealForm';
import { AppealRecords } from './AppealRecords';
import { WithAppealTexts } from './texts';
import '../account/account.css';
import '../ads/ads.css';
import '../orders/orders.css';
import './appeals.css';

export default function AppealPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return <WithAppealTexts>{id ? <AppealForm key={id} orderId={id} /> : <AppealRecords />}</WithAppealTexts>;
}
