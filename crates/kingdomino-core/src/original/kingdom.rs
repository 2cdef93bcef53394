//! A kingdom as it is played: on a grid twice its side less one, the castle at the centre, so
//! it may grow any way until its squares span the side; where a domino may go (bit sets, four
//! at once, one a turn of the domino); and the kingdom laid on a grid of its own side, as a
//! Duel map, for its count.

use super::bits::{Bits, indices};
use super::kingdom_text::{Bonuses, KingdomText};
use super::rule_set::{Domino, LARGEST_KINGDOM, Square};
use super::scoring::{KingdomSheet, score_kingdom};
use crate::kingdom::board::{Board, Direction, cells_of};
use crate::kingdom::coats::MAX_COATS;
use crate::kingdom::{CoatId, Map};

mod refusal;
pub use refusal::PlaceRefusal;

/// The widest grid: the Mighty Duel's, 13 squares a side.
const LARGEST_SPAN: usize = 2 * LARGEST_KINGDOM as usize - 1;

/// The grid a kingdom of `side` squares is played on, and the sets that shift squares on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KingdomGrid<B: Bits> {
    side: u8,
    /// Squares in a row (and rows): `2 * side - 1`.
    span: u8,
    all: B,
    first_column: B,
    last_column: B,
    /// Rows 0 to r, and columns 0 to c, for each r and c: a band of rows is two of them.
    rows_to: [B; LARGEST_SPAN],
    columns_to: [B; LARGEST_SPAN],
}

impl<B: Bits> KingdomGrid<B> {
    /// The grid for a kingdom of `side` squares a side (3 to 7); none when `B` is too narrow.
    pub fn new(side: u8) -> Option<KingdomGrid<B>> {
        let span = 2 * u32::from(side) - 1;
        if !(3..=LARGEST_KINGDOM).contains(&side) || span * span > B::CAPACITY {
            return None;
        }
        let mut all = B::ZERO;
        let mut rows_to = [B::ZERO; LARGEST_SPAN];
        let mut columns_to = [B::ZERO; LARGEST_SPAN];
        let (mut first_column, mut last_column) = (B::ZERO, B::ZERO);
        for row in 0..span {
            for column in 0..span {
                let bit = B::bit(row * span + column);
                all = all | bit;
                for band in &mut rows_to[row as usize..span as usize] {
                    *band = *band | bit;
                }
                for band in &mut columns_to[column as usize..span as usize] {
                    *band = *band | bit;
                }
            }
            first_column = first_column | B::bit(row * span);
            last_column = last_column | B::bit(row * span + span - 1);
        }
        Some(KingdomGrid {
            side,
            span: span as u8,
            all,
            first_column,
            last_column,
            rows_to,
            columns_to,
        })
    }

    pub fn side(&self) -> u8 {
        self.side
    }

    pub fn span(&self) -> u8 {
        self.span
    }

    /// The castle's square: the centre.
    pub fn castle(&self) -> u32 {
        let middle = u32::from(self.side) - 1;
        middle * u32::from(self.span) + middle
    }

    /// A square's (row, column).
    pub fn row_column(&self, square: u32) -> (u8, u8) {
        let span = u32::from(self.span);
        ((square / span) as u8, (square % span) as u8)
    }

    /// Squares whose neighbour in `direction` is in `set`.
    pub fn facing(&self, direction: Direction, set: B) -> B {
        let span = u32::from(self.span);
        match direction {
            Direction::East => (set >> 1) & !self.last_column & self.all,
            Direction::West => (set << 1) & !self.first_column & self.all,
            Direction::South => set >> span,
            Direction::North => (set << span) & self.all,
        }
    }

    /// Squares next to a square of `set`.
    pub fn neighbours(&self, set: B) -> B {
        Direction::CLOCKWISE
            .iter()
            .fold(B::ZERO, |around, &direction| {
                around | self.facing(direction, set)
            })
    }

    /// The square one step from `square` in `direction` (the caller knows it is on the grid).
    pub fn step(&self, square: u32, direction: Direction) -> u32 {
        let span = u32::from(self.span);
        match direction {
            Direction::East => square + 1,
            Direction::West => square - 1,
            Direction::South => square + span,
            Direction::North => square - span,
        }
    }

    /// The square next to `square` in `direction`, if the grid goes on that way.
    pub fn neighbour(&self, square: u32, direction: Direction) -> Option<u32> {
        let (row, column) = self.row_column(square);
        let (down, right) = direction.offset();
        let row = row
            .checked_add_signed(down)
            .filter(|&row| row < self.span)?;
        let column = column
            .checked_add_signed(right)
            .filter(|&column| column < self.span)?;
        Some(u32::from(row) * u32::from(self.span) + u32::from(column))
    }

    /// The squares of rows `first` to `last` and columns `left` to `right`.
    fn rectangle(&self, (first, last): (u8, u8), (left, right): (u8, u8)) -> B {
        let band = |to: &[B; LARGEST_SPAN], from: u8, until: u8| {
            let before = from
                .checked_sub(1)
                .map_or(B::ZERO, |row| to[usize::from(row)]);
            to[usize::from(until)] & !before
        };
        band(&self.rows_to, first, last) & band(&self.columns_to, left, right)
    }
}

/// The smallest rectangle holding the castle and every square: rows and columns, first and
/// last.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Bounds {
    rows: (u8, u8),
    columns: (u8, u8),
}

/// The squares of a kingdom: a set for each terrain, its crowns in two planes (1 and 2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Kingdom<B: Bits> {
    terrains: [B; MAX_COATS],
    crowns: [B; 2],
    filled: B,
    bounds: Bounds,
}

impl<B: Bits> Kingdom<B> {
    /// The castle alone.
    pub fn new(grid: &KingdomGrid<B>) -> Kingdom<B> {
        let middle = grid.side - 1;
        Kingdom {
            terrains: [B::ZERO; MAX_COATS],
            crowns: [B::ZERO; 2],
            filled: B::ZERO,
            bounds: Bounds {
                rows: (middle, middle),
                columns: (middle, middle),
            },
        }
    }

    /// A kingdom written as text (its castle at the grid's centre, every square where the text
    /// puts it around the castle); none when the text's side is not the grid's.
    pub fn from_text(grid: &KingdomGrid<B>, text: &KingdomText) -> Option<Kingdom<B>> {
        if text.board.rows() != grid.side || text.board.columns() != grid.side {
            return None;
        }
        let mut kingdom = Kingdom::new(grid);
        let (castle_row, castle_column) = text.board.row_column(text.board.castle());
        let middle = grid.side - 1;
        for cell in cells_of(text.map.drawn()) {
            let (row, column) = text.board.row_column(cell);
            let square = Square {
                terrain: text.map.coat_at(cell)?,
                crowns: text.map.crosses_at(cell),
            };
            let at = u32::from(row + middle - castle_row) * u32::from(grid.span)
                + u32::from(column + middle - castle_column);
            kingdom.lay(grid, square, at);
        }
        Some(kingdom)
    }

    /// Every square laid (the castle is not one).
    pub fn filled(&self) -> B {
        self.filled
    }

    /// The square laid at `at`, if any.
    pub fn square_at(&self, at: u32) -> Option<Square> {
        let bit = B::bit(at);
        let terrain = self
            .terrains
            .iter()
            .position(|set| !(*set & bit).is_empty())?;
        let crowns = self
            .crowns
            .iter()
            .enumerate()
            .filter(|(_, plane)| !(**plane & bit).is_empty())
            .map(|(plane, _)| 1u8 << plane)
            .sum();
        Some(Square {
            terrain: CoatId(terrain as u8),
            crowns,
        })
    }

    /// The squares with a crown or more.
    pub fn crowned(&self) -> B {
        self.crowns[0] | self.crowns[1]
    }

    pub fn terrain_set(&self, terrain: CoatId) -> B {
        self.terrains
            .get(terrain.index())
            .copied()
            .unwrap_or(B::ZERO)
    }

    /// Whether every square lies within half the side of the castle, so the castle may still
    /// end at the kingdom's centre (the Middle Kingdom).
    pub fn keeps_castle_central(&self, grid: &KingdomGrid<B>) -> bool {
        let middle = grid.side - 1;
        let half = (grid.side - 1) / 2;
        let within = |(first, last): (u8, u8)| first + half >= middle && last <= middle + half;
        within(self.bounds.rows) && within(self.bounds.columns)
    }

    /// The squares a new one may take and keep the kingdom within its side: the rows and
    /// columns no further than the side from the kingdom's far edges.
    pub fn room(&self, grid: &KingdomGrid<B>) -> B {
        let reach = grid.side - 1;
        let Bounds { rows, columns } = self.bounds;
        let free = !self.filled & !B::bit(grid.castle());
        free & grid.rectangle(
            (rows.1 - reach, rows.0 + reach),
            (columns.1 - reach, columns.0 + reach),
        )
    }

    /// Where `domino` may go, one set for each way it may face (`Direction::CLOCKWISE`: its
    /// second square east, south, west or north of its first): the squares its first square may
    /// take. Both squares must be free and in the room, and one of them next to the castle or
    /// to a square of its own terrain.
    pub fn placements(&self, grid: &KingdomGrid<B>, domino: &Domino) -> [B; 4] {
        let room = self.room(grid);
        let castle = B::bit(grid.castle());
        let joins = domino
            .squares
            .map(|square| grid.neighbours(self.terrain_set(square.terrain) | castle));
        Direction::CLOCKWISE.map(|direction| {
            let pairs = room & grid.facing(direction, room);
            pairs & (joins[0] | grid.facing(direction, joins[1]))
        })
    }

    /// Whether `domino` fits anywhere (else it is discarded).
    pub fn fits(&self, grid: &KingdomGrid<B>, domino: &Domino) -> bool {
        self.placements(grid, domino)
            .iter()
            .any(|firsts| !firsts.is_empty())
    }

    /// Adds `domino`, its first square on `first`, its second next to it in `direction` (the
    /// caller took the place from [`Kingdom::placements`]).
    pub fn add(
        &mut self,
        grid: &KingdomGrid<B>,
        domino: &Domino,
        first: u32,
        direction: Direction,
    ) {
        let second = grid.step(first, direction);
        for (square, at) in domino.squares.iter().zip([first, second]) {
            self.lay(grid, *square, at);
        }
    }

    fn lay(&mut self, grid: &KingdomGrid<B>, square: Square, at: u32) {
        let bit = B::bit(at);
        if let Some(terrain) = self.terrains.get_mut(square.terrain.index()) {
            *terrain = *terrain | bit;
        }
        for (plane, set) in self.crowns.iter_mut().enumerate() {
            if square.crowns & (1 << plane) != 0 {
                *set = *set | bit;
            }
        }
        self.filled = self.filled | bit;
        let (row, column) = grid.row_column(at);
        let Bounds { rows, columns } = &mut self.bounds;
        *rows = (rows.0.min(row), rows.1.max(row));
        *columns = (columns.0.min(column), columns.1.max(column));
    }

    /// The kingdom on a grid of its own side (from its first row and column), as a Duel map:
    /// the Duel's count reads it.
    pub fn laid_out(&self, grid: &KingdomGrid<B>) -> (Board, Map) {
        let (top, left) = (self.bounds.rows.0, self.bounds.columns.0);
        let side = grid.side;
        let (castle_row, castle_column) = grid.row_column(grid.castle());
        let board = Board::new(side, side, castle_row - top, castle_column - left);
        let mut map = Map::default();
        for at in indices(self.filled) {
            let (row, column) = grid.row_column(at);
            if let (Some(square), Some(cell)) =
                (self.square_at(at), board.cell(row - top, column - left))
            {
                map.draw(cell, square.terrain, square.crowns);
            }
        }
        (board, map)
    }

    /// The kingdom's count, with the options that are on.
    pub fn score(&self, grid: &KingdomGrid<B>, terrains: usize, bonuses: Bonuses) -> KingdomSheet {
        let (board, map) = self.laid_out(grid);
        score_kingdom(&board, &map, terrains, bonuses)
    }
}
