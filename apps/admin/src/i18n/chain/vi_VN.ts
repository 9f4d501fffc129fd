import type { ChainTexts } from './en';

export const chain_vi_VN: ChainTexts = {
  title: 'Bộ theo dõi chuỗi',
  hint: 'Cảnh báo khi chậm hơn nút quá {{blocks}} khối hoặc quá {{seconds}} giây không có vòng quét.',
  chain: 'Chuỗi',
  head: 'Khối mới nhất',
  cursor: 'Đã đọc đến',
  lag: 'Độ trễ (khối)',
  lastRound: 'Vòng gần nhất',
  status: 'Trạng thái',
  ok: 'Theo kịp',
  late: 'Bị chậm',
  unreadable: 'Không đọc được nút',
  never: 'Chưa có vòng nào',
  secondsAgo: '{{count}} giây trước',
  failed: 'Không đọc được bộ theo dõi chuỗi. Thử lại mỗi 30 giây.',
  none: 'Chưa cấu hình chuỗi nào.',
};
