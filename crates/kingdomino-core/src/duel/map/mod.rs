//! Where a domino may be drawn on a Duel's map: the connection rules and the powers that bend
//! them, asked of the map's masks.

use crate::kingdom::board::{Board, Cell, Direction, cells_of, nth_set_bit};
use crate::kingdom::{CoatId, Map};

mod powers;
pub use powers::{PlacementPowers, PowerUse};

impl Map {
    /// Squares where a new square of `coat` would follow the connection rules: next to the
    /// castle or next to a drawn square of that coat. `None` is a joker whose coat is still to
    /// be chosen, which connects wherever some coat would.
    pub fn connecting_cells(&self, board: &Board, coat: Option<CoatId>) -> u64 {
        let same_coat = match coat {
            Some(coat) => self.coat_mask(coat),
            None => self.drawn(),
        };
        board.neighbours(board.castle().bit() | same_coat)
    }

    /// Squares where a new square connects whichever of `coats` it takes: next to the castle,
    /// or next to every one of them. This is where a joker connects without the choice of its
    /// coat, so where the `d` power would free nothing for it.
    pub fn connecting_cells_for_every_coat(
        &self,
        board: &Board,
        coats: impl IntoIterator<Item = CoatId>,
    ) -> u64 {
        let next_to_every = coats.into_iter().fold(board.all_cells(), |cells, coat| {
            cells & board.neighbours(self.coat_mask(coat))
        });
        board.neighbours(board.castle().bit()) | next_to_every
    }

    /// The squares where the second die may go when the first is on `first`, for dice whose
    /// squares connect at `connecting` (see [`Map::connecting_cells`]), using `powers`.
    /// With [`PowerUse::Needed`] a placement counts only if every power it uses is needed:
    /// the game never lets a player spend a power on a placement that is legal without it.
    pub fn partners(
        &self,
        board: &Board,
        connecting: [u64; 2],
        powers: PlacementPowers,
        power_use: PowerUse,
        first: Cell,
    ) -> u64 {
        let empty = self.empty(board);
        if first.index() >= board.cell_count() || empty & first.bit() == 0 {
            return 0;
        }
        let first_connects = connecting[0] & first.bit() != 0;
        let second_connects = connecting[1];
        let touching = board.neighbours(first.bit()) & empty;
        let apart = empty & !touching & !first.bit();
        let PlacementPowers {
            ignore_connection,
            separate,
        } = powers;
        match power_use {
            PowerUse::Allowed => {
                let adjacent = if ignore_connection || first_connects {
                    touching
                } else {
                    touching & second_connects
                };
                let separated = match (separate, ignore_connection, first_connects) {
                    (false, _, _) => 0,
                    (true, true, _) => apart,
                    (true, false, true) => apart & second_connects,
                    (true, false, false) => 0,
                };
                adjacent | separated
            }
            PowerUse::Needed => match (ignore_connection, separate, first_connects) {
                (false, false, true) => touching,
                (false, false, false) => touching & second_connects,
                (true, false, true) => 0,
                (true, false, false) => touching & !second_connects,
                (false, true, true) => apart & second_connects,
                (false, true, false) => 0,
                (true, true, true) => apart & !second_connects,
                (true, true, false) => apart,
            },
        }
    }

    /// Whether the first die may go on `first` and the second on `second`.
    pub fn permits(
        &self,
        board: &Board,
        connecting: [u64; 2],
        powers: PlacementPowers,
        power_use: PowerUse,
        [first, second]: [Cell; 2],
    ) -> bool {
        usize::from(second.0) < board.cell_count()
            && self.partners(board, connecting, powers, power_use, first) & second.bit() != 0
    }

    /// Calls `visit(first, second)` for every placement with `powers`.
    pub fn for_each_placement(
        &self,
        board: &Board,
        connecting: [u64; 2],
        powers: PlacementPowers,
        power_use: PowerUse,
        mut visit: impl FnMut(Cell, Cell),
    ) {
        let empty = self.empty(board);
        if powers == PlacementPowers::NONE {
            // The hot path of every simulated game: a few mask operations for all placements.
            for (direction, anchors) in adjacent_anchors(board, empty, connecting)
                .into_iter()
                .enumerate()
            {
                for first in cells_of(anchors) {
                    visit(first, step(board, first, direction));
                }
            }
            return;
        }
        for first in cells_of(empty) {
            for second in cells_of(self.partners(board, connecting, powers, power_use, first)) {
                visit(first, second);
            }
        }
    }

    /// The squares where the first die of a domino can go, one mask per direction of the
    /// second die, when no power is used: the raw form of the ordinary placements.
    pub fn domino_anchors(&self, board: &Board, connecting: [u64; 2]) -> [u64; 4] {
        adjacent_anchors(board, self.empty(board), connecting)
    }

    /// The placement at `index` among the ordinary placements given by `anchors`, whose sizes
    /// are `counts`.
    pub fn placement_at_anchor(
        board: &Board,
        anchors: [u64; 4],
        counts: [u8; 4],
        index: usize,
    ) -> Option<(Cell, Cell)> {
        // Comparisons summed instead of a loop: random playouts pick `index` at random, and a
        // branch on it would be mispredicted nearly every time.
        let [east, west, south, north] = counts.map(usize::from);
        let ends = [
            east,
            east + west,
            east + west + south,
            east + west + south + north,
        ];
        if index >= ends[3] {
            return None;
        }
        let direction = ends[..3]
            .iter()
            .map(|&end| usize::from(index >= end))
            .sum::<usize>();
        let start = [0, ends[0], ends[1], ends[2]][direction];
        let first = Cell(nth_set_bit(anchors[direction], index - start) as u8);
        Some((first, step(board, first, direction)))
    }

    /// How many placements [`Map::for_each_placement`] visits, counted from set sizes.
    pub fn count_placements(
        &self,
        board: &Board,
        connecting: [u64; 2],
        powers: PlacementPowers,
        power_use: PowerUse,
    ) -> usize {
        let empty = self.empty(board);
        let count = |mask: u64| mask.count_ones() as usize;
        // Pairs of squares counted by set sizes, never square by square: a pair (first,
        // second) touches when second is first's neighbour in one of the four directions.
        let touching_pairs = |firsts: u64, seconds: u64| -> usize {
            count(firsts & board.west(seconds))
                + count(firsts & board.east(seconds))
                + count(firsts & board.north(seconds))
                + count(firsts & board.south(seconds))
        };
        let ordinary: usize = adjacent_anchors(board, empty, connecting)
            .into_iter()
            .map(count)
            .sum();
        if powers == PlacementPowers::NONE {
            return ordinary;
        }
        let adjacent_all = touching_pairs(empty, empty);
        let apart_all = count(empty) * count(empty).saturating_sub(1) - adjacent_all;
        let (firsts, seconds) = (empty & connecting[0], empty & connecting[1]);
        let apart_connected = count(firsts) * count(seconds)
            - count(firsts & seconds)
            - touching_pairs(firsts, seconds);
        match (power_use, powers.ignore_connection, powers.separate) {
            (_, false, false) => ordinary,
            (PowerUse::Needed, true, false) => adjacent_all - ordinary,
            (PowerUse::Needed, false, true) => apart_connected,
            (PowerUse::Needed, true, true) => apart_all - apart_connected,
            (PowerUse::Allowed, true, false) => adjacent_all,
            (PowerUse::Allowed, false, true) => ordinary + apart_connected,
            (PowerUse::Allowed, true, true) => adjacent_all + apart_all,
        }
    }

    /// The placement at `index` in the order of [`Map::for_each_placement`].
    pub fn nth_placement(
        &self,
        board: &Board,
        connecting: [u64; 2],
        powers: PlacementPowers,
        power_use: PowerUse,
        mut index: usize,
    ) -> Option<(Cell, Cell)> {
        let empty = self.empty(board);
        if powers == PlacementPowers::NONE {
            let anchors = adjacent_anchors(board, empty, connecting);
            let counts = anchors.map(|mask| mask.count_ones() as u8);
            return Map::placement_at_anchor(board, anchors, counts, index);
        }
        for first in cells_of(empty) {
            let partners = self.partners(board, connecting, powers, power_use, first);
            let count = partners.count_ones() as usize;
            if index < count {
                return cells_of(partners).nth(index).map(|second| (first, second));
            }
            index -= count;
        }
        None
    }

    /// Whether any domino placement without powers exists.
    pub fn has_placement(&self, board: &Board, connecting: [u64; 2]) -> bool {
        adjacent_anchors(board, self.empty(board), connecting)
            .iter()
            .any(|&anchors| anchors != 0)
    }
}

/// For each direction (second die east, west, south, north of the first), the squares where
/// the first die can go so that the pair is empty and one of the two connects.
fn adjacent_anchors(board: &Board, empty: u64, connecting: [u64; 2]) -> [u64; 4] {
    let [first, second] = connecting;
    [
        empty & board.west(empty) & (first | board.west(second)),
        empty & board.east(empty) & (first | board.east(second)),
        empty & board.north(empty) & (first | board.north(second)),
        empty & board.south(empty) & (first | board.south(second)),
    ]
}

/// Where the second die lies from the first in each of [`adjacent_anchors`]'s masks.
const ANCHOR_DIRECTIONS: [Direction; 4] = [
    Direction::East,
    Direction::West,
    Direction::South,
    Direction::North,
];

/// The neighbour of `cell` in the direction of anchor mask `direction`, known to be on the map.
fn step(board: &Board, cell: Cell, direction: usize) -> Cell {
    // A table, not a `match`: the direction of a random pick is random.
    let offsets = ANCHOR_DIRECTIONS.map(|direction| board.index_step(direction));
    Cell(cell.0.wrapping_add(offsets[direction & 3]))
}
