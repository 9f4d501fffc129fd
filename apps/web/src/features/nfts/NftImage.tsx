// An item's image or an album's cover: the API's stored copy (never the metadata's own link), read with
// the session's token and shown from a blob URL; a placeholder while there is none or it failed.
import { PictureOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { isApiUrl } from '../../api/nfts';
import { useObjectUrl } from '../../hooks/useFileUrl';
import { N } from './texts';
import { useNftImageBlob } from './useNfts';

export function NftImage({ url, alt, className }: { url: string | null; alt: string; className?: string }) {
  const { t } = useTranslation();
  const own = url !== null && isApiUrl(url) ? url : null;
  const image = useNftImageBlob(own);
  const src = useObjectUrl(own ? image.data : undefined);
  const classes = `nft-image${className ? ` ${className}` : ''}`;
  if (src) return <img className={classes} src={src} alt={alt} data-testid="nft-image" />;
  return (
    <div
      className={`${classes} nft-image--none`}
      role="img"
      aria-label={image.isPending && own ? alt : t(`${N}.card.noImage`)}
      data-testid="nft-image-none"
    >
      <PictureOutline />
    </div>
  );
}
