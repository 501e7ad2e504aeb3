import { useState } from 'react';
import Tooltip from '@mui/material/Tooltip';
import Typography, { type TypographyProps } from '@mui/material/Typography';

type TTruncatedTextProps = Omit<TypographyProps, 'children' | 'noWrap'> & { text: string };

/**
 * One line of text cut with an ellipsis where its box ends; when it is cut, pointing at it (or
 * focusing what holds it) shows the whole text in a tooltip.
 */
export function TruncatedText({ text, ...props }: TTruncatedTextProps) {
  const [isCut, setIsCut] = useState(false);
  return (
    <Tooltip title={isCut ? text : ''} describeChild placement="bottom-start">
      <Typography
        {...props}
        noWrap
        onMouseEnter={(event) =>
          setIsCut(event.currentTarget.scrollWidth > event.currentTarget.clientWidth)
        }
      >
        {text}
      </Typography>
    </Tooltip>
  );
}
