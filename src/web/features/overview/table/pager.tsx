import { Button, Field, Input, Label, Select, Text, useId } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../components/use-translation';
import { PAGE_SIZES } from '@/domain/overview/sort';

interface Props {
  page: number;
  pageSize: number;
  totalCount: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  /** Goes to the page holding this npdId; answers an error text or null. */
  onGoToId: (npdId: number) => Promise<string | null>;
}

/** Page size 5/10/25, previous/next, and 'go to the page holding this id'. */
export function Pager({ page, pageSize, totalCount, onPage, onPageSize, onGoToId }: Props) {
  const { t } = useTranslation('overview');
  const pages = Math.max(1, Math.ceil(totalCount / pageSize));
  const [id, setId] = useState('');
  const pageSizeId = useId('page-size');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d+$/.test(id.trim())) return setError(t('pager.invalidId'));
    setError(await onGoToId(Number(id.trim())));
  };

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: 12, justifyContent: 'space-between' }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        {/* Label and select side by side, the label on one line (a horizontal Field gives the label a third of the width). */}
        <Label htmlFor={pageSizeId} style={{ whiteSpace: 'nowrap' }}>
          {t('pager.pageSize')}
        </Label>
        <Select id={pageSizeId} value={String(pageSize)} onChange={(_, data) => onPageSize(Number(data.value))}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </Select>
        <Button appearance="subtle" icon={<ChevronLeftRegular />} aria-label={t('pager.previous')} disabled={page <= 1} onClick={() => onPage(page - 1)} />
        <Text aria-live="polite" data-testid="page-of">
          {t('pager.pageOf', { page, pages })}
        </Text>
        <Button appearance="subtle" icon={<ChevronRightRegular />} aria-label={t('pager.next')} disabled={page >= pages} onClick={() => onPage(page + 1)} />
      </div>
      <form onSubmit={submit} style={{ display: 'flex', alignItems: 'end', gap: 4 }}>
        <Field label={t('pager.goToIdLabel')} validationMessage={error ?? undefined} validationState={error ? 'error' : 'none'}>
          <Input value={id} inputMode="numeric" size="small" style={{ width: 110 }} onChange={(_, data) => setId(data.value)} />
        </Field>
        <Button type="submit" size="small">
          {t('pager.go')}
        </Button>
      </form>
    </div>
  );
}
