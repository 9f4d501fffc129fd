// NFT albums (issue 23): the ERC-721 collections traders see, how far the chain watcher has read each,
// the add and edit forms (contract, name, creator, description), the "enabled" switch, and an album's
// items with how their metadata fetch went and a button that asks for it again.
import type { OpsNftAlbumDto, OpsNftItemDto } from '@p2p/contracts';
import { Button, Card, Flex, Form, Input, Modal, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditedNote, editColumn, enabledColumn, FormModal, ListTable } from './configParts';
import { changedFields } from './forms';
import { ListError } from './ListError';
import {
  NFT_ITEMS_PAGE_SIZE,
  useCreateNftAlbum,
  useNftAlbums,
  useNftItems,
  useRefetchNftItem,
  useUpdateNftAlbum,
} from './useNftAlbums';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

interface AlbumForm {
  contractAddress: string;
  name: string;
  creatorName?: string;
  creatorAddress?: string;
  description?: string;
  startBlock?: string;
}

const blank = (v: string | undefined): string | null => (v && v.trim() !== '' ? v.trim() : null);

/** The add form (no album) or the edit form of `album`: only what changed is sent; an emptied field clears. */
function AlbumModal({ album, onClose }: { album: OpsNftAlbumDto | null; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateNftAlbum();
  const update = useUpdateNftAlbum();
  const address = { pattern: ADDRESS, message: t('admin.nfts.addressInvalid') };
  const submit = (v: AlbumForm) => {
    if (!album) {
      create.mutate(
        {
          contractAddress: v.contractAddress.trim(),
          name: v.name.trim(),
          ...(blank(v.creatorName) ? { creatorName: blank(v.creatorName)! } : {}),
          ...(blank(v.creatorAddress) ? { creatorAddress: blank(v.creatorAddress)! } : {}),
          ...(blank(v.description) ? { description: blank(v.description)! } : {}),
          ...(blank(v.startBlock) ? { startBlock: blank(v.startBlock)! } : {}),
        },
        { onSuccess: onClose },
      );
      return;
    }
    const body = changedFields(album, {
      name: v.name.trim(),
      creatorName: blank(v.creatorName),
      creatorAddress: blank(v.creatorAddress),
      description: blank(v.description),
    });
    if (Object.keys(body).length === 0) return onClose();
    update.mutate({ id: album.id, body }, { onSuccess: onClose });
  };
  return (
    <FormModal<AlbumForm>
      width={560}
      title={album ? t('admin.nfts.editTitle', { name: album.name }) : t('admin.nfts.addTitle')}
      pending={create.isPending || update.isPending}
      initialValues={
        album
          ? {
              contractAddress: album.contractAddress,
              name: album.name,
              creatorName: album.creatorName ?? '',
              creatorAddress: album.creatorAddress ?? '',
              description: album.description ?? '',
            }
          : {}
      }
      onFinish={submit}
      onClose={onClose}
      testId="nft-album-form"
      okTestId="nft-album-save"
    >
      <Form.Item
        name="contractAddress"
        label={t('admin.nfts.contract')}
        rules={album ? [] : [{ required: true, message: t('admin.nfts.addressInvalid') }, address]}
      >
        <Input disabled={album !== null} data-testid="nft-album-contract" />
      </Form.Item>
      <Form.Item name="name" label={t('admin.nfts.name')} rules={[{ required: true, whitespace: true }]}>
        <Input maxLength={128} data-testid="nft-album-name" />
      </Form.Item>
      <Flex gap={16}>
        <Form.Item name="creatorName" label={t('admin.nfts.creatorName')} style={{ flex: 1 }}>
          <Input maxLength={128} />
        </Form.Item>
        <Form.Item
          name="creatorAddress"
          label={t('admin.nfts.creatorAddress')}
          rules={[address]}
          style={{ flex: 1 }}
        >
          <Input data-testid="nft-album-creator-address" />
        </Form.Item>
      </Flex>
      <Form.Item name="description" label={t('admin.nfts.description')}>
        <Input.TextArea maxLength={2000} rows={3} />
      </Form.Item>
      {!album && (
        <Form.Item
          name="startBlock"
          label={t('admin.nfts.startBlock')}
          extra={t('admin.nfts.startBlockHint')}
          rules={[{ pattern: /^\d{1,15}$/, message: t('admin.nfts.startBlockInvalid') }]}
        >
          <Input inputMode="numeric" />
        </Form.Item>
      )}
    </FormModal>
  );
}

const STATUS_COLOR = { PENDING: 'processing', FETCHED: 'success', FAILED: 'error' } as const;

/** An album's items, paged, with their metadata status and the re-fetch button. */
function ItemsModal({ album, onClose }: { album: OpsNftAlbumDto; onClose: () => void }) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const items = useNftItems(album.id, pageNo);
  const refetch = useRefetchNftItem(album.id);
  return (
    <Modal
      open
      width={860}
      footer={null}
      onCancel={onClose}
      title={t('admin.nfts.itemsTitle', { name: album.name })}
    >
      {items.isError && <ListError onRetry={() => void items.refetch()} />}
      <Table<OpsNftItemDto>
        rowKey="id"
        size="small"
        loading={items.isPending}
        dataSource={items.data?.list ?? []}
        onRow={(row) => ({ 'data-testid': `nft-item-${row.id}` }) as object}
        pagination={{
          current: pageNo,
          pageSize: NFT_ITEMS_PAGE_SIZE,
          total: items.data?.total ?? 0,
          onChange: setPageNo,
          showSizeChanger: false,
        }}
        columns={[
          { title: t('admin.nfts.tokenId'), dataIndex: 'tokenId', width: 90 },
          { title: t('admin.nfts.name'), dataIndex: 'name', render: (v: string | null) => v ?? '—' },
          {
            title: t('admin.nfts.holder'),
            dataIndex: 'holderAddress',
            render: (v: string | null) => (v ? <Typography.Text code>{v}</Typography.Text> : '—'),
          },
          {
            title: t('admin.nfts.metadata'),
            key: 'metadata',
            render: (_v, row) => (
              <Flex vertical gap={2}>
                <Tag color={STATUS_COLOR[row.metadataStatus]}>
                  {t(`admin.nfts.status.${row.metadataStatus}`)}
                </Tag>
                {row.metadataError && <Typography.Text type="danger">{row.metadataError}</Typography.Text>}
              </Flex>
            ),
          },
          {
            key: 'refetch',
            render: (_v, row) => (
              <Button
                size="small"
                loading={refetch.isPending && refetch.variables === row.id}
                onClick={() => refetch.mutate(row.id)}
                data-testid={`nft-refetch-${row.id}`}
              >
                {t('admin.nfts.refetch')}
              </Button>
            ),
          },
        ]}
      />
    </Modal>
  );
}

export function NftAlbumsPanel() {
  const { t } = useTranslation();
  const albums = useNftAlbums();
  const update = useUpdateNftAlbum();
  const [editing, setEditing] = useState<OpsNftAlbumDto | null | 'new'>(null);
  const [itemsOf, setItemsOf] = useState<OpsNftAlbumDto | null>(null);
  return (
    <Card
      title={t('admin.nfts.title')}
      extra={
        <Button type="primary" onClick={() => setEditing('new')} data-testid="nft-album-add">
          {t('admin.nfts.add')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('admin.nfts.hint')}</Typography.Paragraph>
      <ListTable<OpsNftAlbumDto>
        query={albums}
        rowKey="id"
        pagination={false}
        rowTestId={(row) => `nft-album-${row.id}`}
        columns={[
          { title: t('admin.nfts.name'), dataIndex: 'name' },
          {
            title: t('admin.nfts.contract'),
            dataIndex: 'contractAddress',
            render: (v: string) => (
              <Typography.Text code copyable>
                {v}
              </Typography.Text>
            ),
          },
          {
            title: t('admin.nfts.creatorName'),
            dataIndex: 'creatorName',
            render: (v: string | null) => v ?? '—',
          },
          { title: t('admin.nfts.items'), dataIndex: 'itemsCount', width: 80 },
          {
            title: t('admin.nfts.synced'),
            dataIndex: 'syncedBlock',
            render: (v: string | null) => v ?? t('admin.nfts.notSynced'),
          },
          enabledColumn<OpsNftAlbumDto>(t('admin.ops.enabled'), (row, enabled) =>
            update.mutate({ id: row.id, body: { enabled } }),
          ),
          {
            key: 'items',
            render: (_v, row) => (
              <Button size="small" onClick={() => setItemsOf(row)} data-testid={`nft-album-items-${row.id}`}>
                {t('admin.nfts.showItems')}
              </Button>
            ),
          },
          editColumn<OpsNftAlbumDto>(setEditing, (row) => `edit-nft-album-${row.id}`),
        ]}
      />
      <AuditedNote />
      {editing !== null && (
        <AlbumModal album={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {itemsOf && <ItemsModal album={itemsOf} onClose={() => setItemsOf(null)} />}
    </Card>
  );
}
