// The staff book form's fields (issue 31 "Books", decisions #680–#687), shared by /beheer/catalogus/:sku and
// /beheer/catalogus/nieuw: price, VAT rate and fixed book price (read-only below the 'book.prices' level, decision
// #681), stock, stock code, supply date and delivery, the shelves, the alternative, the elevated flag with its
// header, sb_edition, the top flag and the description. Each field shows what was typed (or stored) and its message.
import { useState } from 'react';
import { BOOK_FIELD, STOCK_VALUES } from '../../../domain/book-edit';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../forms/Fields';
import { useT } from '../../lib/texts';
import styles from './BookFields.module.css';

export interface BookChoicesView {
  categories: { id: number; displayValue: string }[];
  subcategories: { id: number; displayValue: string; categoryId?: number }[];
  vatRates: number[];
}

export function BookFields(props: {
  form: string;
  value: (name: string) => string;
  message: (name: string) => string | undefined;
  choices: BookChoicesView;
  mayChangePrices: boolean;
}) {
  const t = useT();
  const { form, value, message, choices } = props;
  const [vat, setVat] = useState(value(BOOK_FIELD.vat));
  const [stock, setStock] = useState(value(BOOK_FIELD.stock));
  const [category, setCategory] = useState(value(BOOK_FIELD.category));
  const [subcategory, setSubcategory] = useState(value(BOOK_FIELD.subcategory));
  const none = { value: '', label: t('beheer.books.field.no_shelf') };
  // The rates offered: today's two, and the book's own when an old import stored another.
  const rates = [...new Set([...choices.vatRates, ...(vat === '' ? [] : [Number(vat)])])];
  const subs = choices.subcategories.filter((s) => category !== '' && String(s.categoryId) === category);
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend>{t('beheer.books.price_group')}</legend>
        {props.mayChangePrices ? (
          <>
            <TextField
              form={form}
              name={BOOK_FIELD.price}
              label={t('beheer.books.field.price')}
              hint={t('beheer.books.field.price_hint')}
              defaultValue={value(BOOK_FIELD.price)}
              message={message(BOOK_FIELD.price)}
              inputMode="decimal"
              maxLength={12}
            />
            <SelectField
              form={form}
              name={BOOK_FIELD.vat}
              label={t('beheer.books.field.vat')}
              options={rates.map((rate) => ({
                value: String(rate),
                label: t('beheer.books.field.vat_option', { rate }),
              }))}
              value={vat}
              onChange={setVat}
              message={message(BOOK_FIELD.vat)}
            />
            <CheckboxField
              form={form}
              name={BOOK_FIELD.fixedPrice}
              label={t('beheer.books.field.fixed_price')}
              defaultChecked={value(BOOK_FIELD.fixedPrice) === 'on'}
            />
          </>
        ) : (
          <>
            <p>
              {value(BOOK_FIELD.price) === ''
                ? t('beheer.books.no_price')
                : `€ ${value(BOOK_FIELD.price)} · ${t('beheer.books.field.vat_option', { rate: value(BOOK_FIELD.vat) })}`}
              {value(BOOK_FIELD.fixedPrice) === 'on' ? ` · ${t('beheer.books.field.fixed_price')}` : ''}
            </p>
            <p>{t('beheer.books.field.price_readonly')}</p>
          </>
        )}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('beheer.books.stock_group')}</legend>
        <SelectField
          form={form}
          name={BOOK_FIELD.stock}
          label={t('beheer.books.field.stock')}
          options={STOCK_VALUES.map((s) => ({ value: String(s), label: t(`beheer.books.stock.${s}`) }))}
          value={stock}
          onChange={setStock}
          message={message(BOOK_FIELD.stock)}
        />
        <TextField
          form={form}
          name={BOOK_FIELD.stockCode}
          label={t('beheer.books.field.stock_code')}
          hint={t('beheer.books.field.stock_code_hint')}
          defaultValue={value(BOOK_FIELD.stockCode)}
          message={message(BOOK_FIELD.stockCode)}
          inputMode="numeric"
          maxLength={2}
          optional
        />
        <TextField
          form={form}
          name={BOOK_FIELD.supplyDate}
          label={t('beheer.books.field.supply_date')}
          type="date"
          defaultValue={value(BOOK_FIELD.supplyDate)}
          message={message(BOOK_FIELD.supplyDate)}
          optional
        />
        <TextField
          form={form}
          name={BOOK_FIELD.delivery}
          label={t('beheer.books.field.delivery')}
          hint={t('beheer.books.field.delivery_hint')}
          defaultValue={value(BOOK_FIELD.delivery)}
          message={message(BOOK_FIELD.delivery)}
          maxLength={120}
          optional
        />
        <TextField
          form={form}
          name={BOOK_FIELD.alternative}
          label={t('beheer.books.field.alternative')}
          defaultValue={value(BOOK_FIELD.alternative)}
          message={message(BOOK_FIELD.alternative)}
          inputMode="numeric"
          maxLength={17}
          optional
        />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('beheer.books.shelf_group')}</legend>
        <SelectField
          form={form}
          name={BOOK_FIELD.category}
          label={t('beheer.books.field.category')}
          options={[none, ...choices.categories.map((c) => ({ value: String(c.id), label: c.displayValue }))]}
          value={category}
          onChange={(next) => {
            setCategory(next);
            setSubcategory('');
          }}
          message={message(BOOK_FIELD.category)}
        />
        <SelectField
          form={form}
          name={BOOK_FIELD.subcategory}
          label={t('beheer.books.field.subcategory')}
          options={[none, ...subs.map((s) => ({ value: String(s.id), label: s.displayValue }))]}
          value={subs.some((s) => String(s.id) === subcategory) ? subcategory : ''}
          onChange={setSubcategory}
          message={message(BOOK_FIELD.subcategory)}
        />
        <CheckboxField
          form={form}
          name={BOOK_FIELD.top}
          label={t('beheer.books.field.top')}
          defaultChecked={value(BOOK_FIELD.top) === 'on'}
        />
        <CheckboxField
          form={form}
          name={BOOK_FIELD.elevated}
          label={t('beheer.books.field.elevated')}
          defaultChecked={value(BOOK_FIELD.elevated) === 'on'}
        />
        <TextField
          form={form}
          name={BOOK_FIELD.elevatedHeader}
          label={t('beheer.books.field.elevated_header')}
          hint={t('beheer.books.field.elevated_header_hint')}
          defaultValue={value(BOOK_FIELD.elevatedHeader)}
          message={message(BOOK_FIELD.elevatedHeader)}
          maxLength={120}
          optional
        />
        <TextField
          form={form}
          name={BOOK_FIELD.sbEdition}
          label={t('beheer.books.field.sb_edition')}
          hint={t('beheer.books.field.sb_edition_hint')}
          defaultValue={value(BOOK_FIELD.sbEdition)}
          message={message(BOOK_FIELD.sbEdition)}
          maxLength={120}
          optional
        />
      </fieldset>
      <TextAreaField
        form={form}
        name={BOOK_FIELD.description}
        label={t('beheer.books.field.description')}
        defaultValue={value(BOOK_FIELD.description)}
        message={message(BOOK_FIELD.description)}
        rows={8}
        maxLength={20000}
      />
    </>
  );
}
