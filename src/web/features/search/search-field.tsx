import { Button, Input, makeStyles, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../components/use-translation';
import { useNavigate, useSearchParams, useLocation } from 'react-router-dom';

const useStyles = makeStyles({
  form: { display: 'flex', alignItems: 'center', minWidth: 0, flexShrink: 1, flexGrow: 1, maxWidth: '28rem' },
  input: { minWidth: 0, width: '100%' },
  submit: { color: tokens.colorNeutralForegroundOnBrand, flexShrink: 0 },
});

/** The shell's one search field: submits to the search page (/sok?q=…). */
export function SearchField() {
  const { t } = useTranslation('case-export');
  const styles = useStyles();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [value, setValue] = useState(location.pathname === '/sok' ? (params.get('q') ?? '') : '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = value.trim();
    if (q) navigate(`/sok?q=${encodeURIComponent(q)}`);
  };
  return (
    <form role="search" className={styles.form} onSubmit={submit}>
      <Input
        className={styles.input}
        type="search"
        value={value}
        onChange={(_, d) => setValue(d.value)}
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        contentBefore={<SearchRegular aria-hidden />}
      />
      <Button type="submit" appearance="transparent" className={styles.submit} aria-label={t('search.label')} icon={<SearchRegular />} />
    </form>
  );
}
