import type { ChainTexts } from './en';

export const chain_ko_KR: ChainTexts = {
  title: '체인 감시기',
  hint: '노드보다 {{blocks}}블록 넘게 뒤처지거나 {{seconds}}초 동안 라운드가 없으면 경고합니다.',
  chain: '체인',
  head: '최신 블록',
  cursor: '읽은 블록',
  lag: '지연(블록)',
  lastRound: '마지막 라운드',
  status: '상태',
  ok: '정상',
  late: '지연됨',
  unreadable: '노드를 읽을 수 없음',
  never: '아직 라운드 없음',
  secondsAgo: '{{count}}초 전',
  failed: '체인 감시기를 읽을 수 없습니다. 30초마다 다시 시도합니다.',
  none: '설정된 체인이 없습니다.',
};
