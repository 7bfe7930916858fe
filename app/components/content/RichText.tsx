// Renders a static page's text (./markup.ts) as headings, paragraphs, lists and tables; links within the shop
// are router links, others open normally.
import { Link } from 'react-router';
import { type Block, type Inline, parseMarkup } from './markup';
import styles from './RichText.module.css';

function Inlines({ content }: { content: Inline[] }) {
  return (
    <>
      {content.map((part, i) => {
        if (part.kind === 'strong') return <strong key={i}>{part.text}</strong>;
        if (part.kind === 'link') {
          return part.href.startsWith('/') ? (
            <Link key={i} to={part.href}>
              {part.text}
            </Link>
          ) : (
            <a key={i} href={part.href} rel={part.href.startsWith('https:') ? 'noopener' : undefined}>
              {part.text}
            </a>
          );
        }
        return part.text;
      })}
    </>
  );
}

/** A header cell's words, for the label a phone shows above each value (the table stacks there). */
function plain(content: Inline[]): string {
  return content.map((part) => part.text).join('');
}

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'heading': {
      const Heading = block.level === 2 ? 'h2' : 'h3';
      return (
        <Heading id={block.id || undefined}>
          <Inlines content={block.content} />
        </Heading>
      );
    }
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List>
          {block.items.map((item, i) => (
            <li key={i}>
              <Inlines content={item} />
            </li>
          ))}
        </List>
      );
    }
    case 'table':
      return (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                {block.head.map((cell, i) => (
                  <th key={i} scope="col">
                    <Inlines content={cell} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, i) => (
                    <td key={i}>
                      {/* The phone's stacked rows show the column's name; readers hear it from the table. */}
                      <span className={styles.cellLabel} aria-hidden="true">
                        {plain(block.head[i] ?? [])}
                      </span>
                      <Inlines content={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    default:
      return (
        <p>
          <Inlines content={block.content} />
        </p>
      );
  }
}

export function RichText({ source }: { source: string }) {
  return (
    <div className={styles.text}>
      {parseMarkup(source).map((block, i) => (
        <BlockView key={i} block={block} />
      ))}
    </div>
  );
}
