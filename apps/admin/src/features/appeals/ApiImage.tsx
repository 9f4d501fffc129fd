// An upload shown in a fixed box (the page does not move when it arrives): read with the staff token into
// a blob URL, opened large with antd's preview (keyboard: Enter opens, Esc closes).
import { FileImageOutlined, WarningOutlined } from '@ant-design/icons';
import { Image, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { D } from './format';
import { useApiImage } from './useAppeals';

export function ApiImage({
  url,
  alt,
  width = 160,
  height = 120,
  testId,
}: {
  url: string | null;
  alt: string;
  width?: number;
  height?: number;
  testId?: string;
}) {
  const { t } = useTranslation();
  const image = useApiImage(url);
  const box = { width, height };

  if (image.src) {
    return (
      <span className="desk-image" style={box} data-testid={testId} data-state="loaded">
        <Image src={image.src} alt={alt} width={width} height={height} style={{ objectFit: 'cover' }} />
      </span>
    );
  }
  if (image.failed || !url) {
    return (
      <span className="desk-image desk-image--failed" style={box} data-testid={testId} data-state="failed">
        <WarningOutlined />
        <Typography.Text type="secondary" className="desk-small">
          {t(`${D}.chat.imageFailed`)}
        </Typography.Text>
      </span>
    );
  }
  return (
    <span className="desk-image" style={box} data-testid={testId} data-state="loading" aria-busy="true">
      <Skeleton.Node active style={box}>
        <FileImageOutlined className="desk-image-icon" />
      </Skeleton.Node>
    </span>
  );
}
