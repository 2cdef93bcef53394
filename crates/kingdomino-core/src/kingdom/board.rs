//! Map geometry: cells, bit masks of cells, and the neighbour shifts that make placement checks cheap.

use serde::{Deserialize, Serialize};

/// The most cells a map may have: every set of cells is one `u64`.
pub const MAX_CELLS: usize = 64;

/// One square of a map, numbered row by row from 0 (row 0, column 0 is cell 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Cell(pub u8);

impl Cell {
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    pub fn bit(self) -> u64 {
        1u64 << self.0
    }
}

/// The four orthogonal directions, clockwise from east: the order a domino turns in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Direction {
    East,
    South,
    West,
    North,
}

impl Direction {
    pub const CLOCKWISE: [Direction; 4] = [
        Direction::East,
        Direction::South,
        Direction::West,
        Direction::North,
    ];

    /// Rows down and columns right of one step.
    pub fn offset(self) -> (i8, i8) {
        match self {
            Direction::East => (0, 1),
            Direction::South => (1, 0),
            Direction::West => (0, -1),
            Direction::North => (-1, 0),
        }
    }
}

/// The shape of a map: its size, its castle, and precomputed masks for shifting sets of cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    rows: u8,
    columns: u8,
    castle: Cell,
    all: u64,
    first_column: u64,
    last_column: u64,
}

impl Board {
    /// A board of `rows` x `columns` with the castle at the 0-based `castle_row`, `castle_column`.
    /// The caller (rule set validation) has already checked that the sizes fit.
    pub(crate) fn new(rows: u8, columns: u8, castle_row: u8, castle_column: u8) -> Board {
        let cells = u32::from(rows) * u32::from(columns);
        debug_assert!(cells as usize <= MAX_CELLS && castle_row < rows && castle_column < columns);
        let all = if cells >= 64 {
            u64::MAX
        } else {
            (1u64 << cells) - 1
        };
        let mut first_column = 0;
        let mut last_column = 0;
        for row in 0..u32::from(rows) {
            first_column |= 1u64 << (row * u32::from(columns));
            last_column |= 1u64 << (row * u32::from(columns) + u32::from(columns) - 1);
        }
        Board {
            rows,
            columns,
            castle: Cell(castle_row * columns + castle_column),
            all,
            first_column,
            last_column,
        }
    }

    pub fn rows(&self) -> u8 {
        self.rows
    }

    pub fn columns(&self) -> u8 {
        self.columns
    }

    pub fn castle(&self) -> Cell {
        self.castle
    }

    pub fn cell_count(&self) -> usize {
        usize::from(self.rows) * usize::from(self.columns)
    }

    /// Every cell of the map, castle included.
    pub fn all_cells(&self) -> u64 {
        self.all
    }

    /// The cell at a 0-based row and column, if it is on the map.
    pub fn cell(&self, row: u8, column: u8) -> Option<Cell> {
        (row < self.rows && column < self.columns).then(|| Cell(row * self.columns + column))
    }

    /// The 0-based (row, column) of a cell.
    pub fn row_column(&self, cell: Cell) -> (u8, u8) {
        (cell.0 / self.columns, cell.0 % self.columns)
    }

    /// How far a cell's index moves with one step in `direction`, wrapping: the caller knows
    /// the step stays on the map.
    pub fn index_step(&self, direction: Direction) -> u8 {
        let (down, right) = direction.offset();
        (down as u8)
            .wrapping_mul(self.columns)
            .wrapping_add(right as u8)
    }

    /// The cell next to `cell` in `direction`, if it is on the map.
    pub fn neighbour(&self, cell: Cell, direction: Direction) -> Option<Cell> {
        let (row, column) = self.row_column(cell);
        let (down, right) = direction.offset();
        self.cell(
            row.checked_add_signed(down)?,
            column.checked_add_signed(right)?,
        )
    }

    /// Cells whose east neighbour is in `mask` (shifting the mask one step west).
    pub fn west(&self, mask: u64) -> u64 {
        (mask >> 1) & !self.last_column & self.all
    }

    /// Cells whose west neighbour is in `mask`.
    pub fn east(&self, mask: u64) -> u64 {
        (mask << 1) & !self.first_column & self.all
    }

    /// Cells whose south neighbour is in `mask`.
    pub fn north(&self, mask: u64) -> u64 {
        mask >> self.columns
    }

    /// Cells whose north neighbour is in `mask`.
    pub fn south(&self, mask: u64) -> u64 {
        (mask << self.columns) & self.all
    }

    /// Cells orthogonally next to some cell of `mask` (diagonals never count).
    pub fn neighbours(&self, mask: u64) -> u64 {
        self.west(mask) | self.east(mask) | self.north(mask) | self.south(mask)
    }

    pub fn are_adjacent(&self, a: Cell, b: Cell) -> bool {
        self.neighbours(a.bit()) & b.bit() != 0
    }

    /// The connected part of `within` that contains the cells of `seed`.
    pub fn flood(&self, seed: u64, within: u64) -> u64 {
        let mut region = seed & within;
        loop {
            let grown = (region | self.neighbours(region)) & within;
            if grown == region {
                return region;
            }
            region = grown;
        }
    }
}

/// The cells of a mask, lowest first.
pub fn cells_of(mut mask: u64) -> impl Iterator<Item = Cell> {
    std::iter::from_fn(move || {
        if mask == 0 {
            return None;
        }
        let index = mask.trailing_zeros() as u8;
        mask &= mask - 1;
        Some(Cell(index))
    })
}

/// The position of the `index`-th set bit of `mask` (which has more than `index` bits set),
/// found without a loop (Vigna's broadword select): bytes' running bit counts locate the byte, a
/// table the bit within it. Random playouts pick `index` at random, and a loop over the bits
/// would end with a mispredicted branch.
pub fn nth_set_bit(mask: u64, index: usize) -> u32 {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGHS: u64 = 0x8080_8080_8080_8080;
    let pairs = mask - ((mask >> 1) & 0x5555_5555_5555_5555);
    let nibbles = (pairs & 0x3333_3333_3333_3333) + ((pairs >> 2) & 0x3333_3333_3333_3333);
    let bytes = (nibbles + (nibbles >> 4)) & 0x0F0F_0F0F_0F0F_0F0F;
    // Byte i holds the number of set bits in bytes 0 to i.
    let running = bytes.wrapping_mul(ONES);
    let index = (index as u64).min(63);
    // High bit of byte i set where bytes 0 to i hold at most `index` bits: the bit lies past it.
    let passed = (((index * ONES) | HIGHS) - running) & HIGHS;
    let byte = ((passed >> 7).wrapping_mul(ONES) >> 56).min(7) as u32;
    let bits_before = ((running << 8) >> (byte * 8)) & 0xFF;
    let rank = index.saturating_sub(bits_before) as usize;
    byte * 8 + nth_set_bit_in_byte((mask >> (byte * 8)) as u8, rank)
}

/// [`nth_set_bit`] for one byte, by table: 8 past the last bit when `byte` has no more.
pub fn nth_set_bit_in_byte(byte: u8, index: usize) -> u32 {
    u32::from(SELECT_IN_BYTE[usize::from(byte)][index.min(7)])
}

/// For each byte value, the position of its n-th set bit (8 past the last one).
const SELECT_IN_BYTE: [[u8; 8]; 256] = {
    let mut table = [[8u8; 8]; 256];
    let mut value = 0;
    while value < 256 {
        let mut rank = 0;
        let mut bit = 0;
        while bit < 8 {
            if value & (1 << bit) != 0 {
                table[value][rank] = bit as u8;
                rank += 1;
            }
            bit += 1;
        }
        value += 1;
    }
    table
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shifts_do_not_wrap_around_rows() {
        let board = Board::new(5, 7, 2, 3);
        let right_edge = board.cell(1, 6).unwrap();
        let next_row_start = board.cell(2, 0).unwrap();
        assert_eq!(board.east(right_edge.bit()) & next_row_start.bit(), 0);
        assert_eq!(board.west(next_row_start.bit()) & right_edge.bit(), 0);
        assert!(!board.are_adjacent(right_edge, next_row_start));
    }

    #[test]
    fn a_neighbour_is_one_step_away_and_stays_on_the_map() {
        let board = Board::new(5, 7, 2, 3);
        let corner = board.cell(0, 0).unwrap();
        let found: Vec<Option<Cell>> = Direction::CLOCKWISE
            .iter()
            .map(|&direction| board.neighbour(corner, direction))
            .collect();
        assert_eq!(found, vec![board.cell(0, 1), board.cell(1, 0), None, None]);
        let last = board.cell(4, 6).unwrap();
        assert_eq!(board.neighbour(last, Direction::East), None);
        assert_eq!(board.neighbour(last, Direction::South), None);
        assert_eq!(board.neighbour(last, Direction::North), board.cell(3, 6));
        let middle = board.cell(2, 3).unwrap();
        for direction in Direction::CLOCKWISE {
            let stepped = Cell(middle.0.wrapping_add(board.index_step(direction)));
            assert_eq!(Some(stepped), board.neighbour(middle, direction));
        }
    }

    #[test]
    fn neighbours_are_orthogonal_only() {
        let board = Board::new(5, 7, 2, 3);
        let centre = board.castle();
        let around: Vec<_> = cells_of(board.neighbours(centre.bit()))
            .map(|c| board.row_column(c))
            .collect();
        assert_eq!(around, vec![(1, 3), (2, 2), (2, 4), (3, 3)]);
    }

    #[test]
    fn an_eight_by_eight_board_uses_every_bit() {
        let board = Board::new(8, 8, 3, 3);
        assert_eq!(board.all_cells(), u64::MAX);
        let corner = board.cell(7, 7).unwrap();
        assert_eq!(board.south(corner.bit()), 0);
        assert_eq!(board.neighbours(corner.bit()).count_ones(), 2);
    }

    #[test]
    fn nth_set_bit_finds_each_set_bit_in_order() {
        let mut state = 0x1234_5678_9ABC_DEF0u64;
        let masks = [
            0,
            1,
            1 << 63,
            u64::MAX,
            0x8000_0000_0000_0001,
            0x00FF_0000_FF00_0F0F,
        ];
        let random = (0..200).map(|_| crate::rng::splitmix64(&mut state));
        for mask in masks.into_iter().chain(random) {
            for (index, cell) in cells_of(mask).enumerate() {
                assert_eq!(
                    nth_set_bit(mask, index),
                    u32::from(cell.0),
                    "mask {mask:#x}, index {index}"
                );
            }
        }
    }
}
