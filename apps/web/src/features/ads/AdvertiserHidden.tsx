// Said where an advertiser who is not accepting orders would miss it (issue 22: new advertisers were
// hidden while /publish said "buyers can find it now"): their ads are hidden from the market, with the
// switch that puts them back (POST /c2c/advert/online?online=true) beside the words.
import { Switch } from 'antd-mobile';
import { EyeInvisibleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useSetAdvertiserOnline } from './useAds';

export function AdvertiserHidden({ text, hint }: { text: string; hint?: string }) {
  const { t } = useTranslation();
  const setOnline = useSetAdvertiserOnline();
  return (
    <div className="ads-hidden" role="alert" data-testid="advertiser-hidden">
      <EyeInvisibleOutline aria-hidden="true" />
      <p>
        <span>{text}</span>
        {hint ? <span className="ads-muted"> {hint}</span> : null}
      </p>
      <Switch
        checked={false}
        loading={setOnline.isPending}
        onChange={(value) => setOnline.mutate(value)}
        aria-label={t('common.ads.mine.online')}
        data-testid="advertiser-hidden-switch"
      />
    </div>
  );
}
