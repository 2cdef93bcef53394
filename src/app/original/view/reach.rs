//! The part of a kingdom's grid shown: what the kingdom may still grow over, as a square, and
//! where a square of the whole grid lands on it.

use kingdomino_core::original::{KingdomPicture, SquareView};

/// The part of a kingdom's grid it may still grow over, as a square (the squares beyond its
/// reach would only leave blank margins), and where a square of the whole grid lands on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Reach {
    span: u32,
    top: u32,
    left: u32,
    /// How many squares across and down it shows.
    pub(super) side: u32,
}

impl Reach {
    pub(super) fn of(kingdom: &KingdomPicture) -> Reach {
        let span = u32::from(kingdom.span);
        let reached = |at: &u32| kingdom.squares[*at as usize] != SquareView::Beyond;
        let rows = (0..span * span).filter(reached).map(|at| at / span);
        let columns = (0..span * span).filter(reached).map(|at| at % span);
        let (top, bottom) = (rows.clone().min().unwrap_or(0), rows.max().unwrap_or(0));
        let (left, right) = (
            columns.clone().min().unwrap_or(0),
            columns.max().unwrap_or(0),
        );
        let side = ((bottom - top).max(right - left) + 1).min(span.max(1));
        // As square as the grid allows: a taller reach takes columns from beside it.
        Reach {
            span,
            top: top.min(span - side),
            left: left.min(span - side),
            side,
        }
    }

    /// The kingdom's squares within reach, row by row.
    pub(super) fn picture(&self, kingdom: &KingdomPicture) -> KingdomPicture {
        KingdomPicture {
            span: self.side as u8,
            squares: (0..self.side * self.side)
                .map(|shown| kingdom.squares[self.whole(shown as usize) as usize])
                .collect(),
            sheet: kingdom.sheet.clone(),
        }
    }

    /// The square of the whole grid shown `shown`th, row by row.
    pub(super) fn whole(&self, shown: usize) -> u32 {
        let (row, column) = (shown as u32 / self.side, shown as u32 % self.side);
        (self.top + row) * self.span + self.left + column
    }

    /// Where a square of the whole grid is shown, in squares from the reach's first row and
    /// column (before it or past its side for one beyond reach).
    pub(super) fn row_column(&self, at: u32) -> (i32, i32) {
        let (row, column) = (at / self.span, at % self.span);
        (
            row as i32 - self.top as i32,
            column as i32 - self.left as i32,
        )
    }
}
