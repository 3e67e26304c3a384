import type { PassPreviewModel } from '#domain/designer/index.ts';
import type { RenderedField } from '#domain/cards/index.ts';
import classes from './get-pass.module.css';
import { QrMark } from '../components/qr-mark.tsx';
import { StampStripImage } from '../components/stamp-strip.tsx';

const FieldBlock = ({
  field,
  colors,
  align = 'left',
}: {
  field: RenderedField;
  colors: PassPreviewModel['colors'];
  align?: 'left' | 'right';
}) => (
  <div className={classes.fieldBlock} style={{ textAlign: align }}>
    <span className={classes.fieldLabel} style={{ color: colors.label }}>
      {field.label}
    </span>
    <span className={classes.fieldValue}>{field.value}</span>
  </div>
);

const Row = ({ fields, colors }: { fields: readonly RenderedField[]; colors: PassPreviewModel['colors'] }) =>
  fields.length ? (
    <div className={classes.row}>
      {fields.map((field, i) => (
        <FieldBlock
          key={field.key}
          field={field}
          colors={colors}
          align={i === fields.length - 1 && i > 0 ? 'right' : 'left'}
        />
      ))}
    </div>
  ) : null;

/**
 * The front of the pass, Apple style, from the same render model as the real pass. A light
 * twin of the designer's preview: the get-pass page must stay small, so no component library.
 */
export const PassCard = ({
  model,
  label,
  stampsLabel = '',
}: {
  model: PassPreviewModel;
  label: string;
  /** What the stamp strip says to a screen reader ("3 of 10 stamps"). */
  stampsLabel?: string;
}) => {
  const { colors } = model;
  return (
    <figure
      className={classes.pass}
      style={{ background: colors.background, color: colors.foreground, margin: 0 }}
      aria-label={label}
    >
      <div className={classes.passTop}>
        <div className={classes.passLogo}>
          {model.logo ? <img src={model.logo} alt="" /> : null}
          <span>{model.logoText}</span>
        </div>
        {model.headerFields[0] ? (
          <FieldBlock field={model.headerFields[0]} colors={colors} align="right" />
        ) : null}
      </div>
      {model.stamps ? (
        <StampStripImage className={classes.stampStrip} strip={model.stamps} label={stampsLabel} />
      ) : model.heroImage ? (
        <img className={classes.strip} src={model.heroImage} alt="" />
      ) : null}
      <div className={classes.primary}>
        <Row fields={model.primaryFields} colors={colors} />
      </div>
      <Row fields={model.secondaryFields} colors={colors} />
      <Row fields={model.auxiliaryFields} colors={colors} />
      {model.barcode ? (
        <div className={classes.qr}>
          <QrMark />
        </div>
      ) : null}
    </figure>
  );
};
