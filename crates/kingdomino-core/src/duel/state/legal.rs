//! The legal actions of the player to act: listed, counted, or picked by index without a list.

use std::ops::ControlFlow;

use super::fill::{face_count, is_a_new_look};
use super::{GameState, Step};
use crate::duel::action::{Action, Drawing};
use crate::duel::map::{PlacementPowers, PowerUse};
use crate::duel::ruleset::{DRAFT_DICE, Power, RuleSet};
use crate::duel::seat::SeatNumber;
use crate::kingdom::Map;
use crate::kingdom::board::{Board, cells_of, nth_set_bit_in_byte};

/// How many of the listed (not placement) actions a pick keeps while counting them.
const KEPT_LISTED_ACTIONS: usize = 16;

impl GameState {
    /// The legal actions of the player to act (none once the game is over).
    pub fn legal_actions(&self, rules: &RuleSet) -> Vec<Action> {
        let mut actions = Vec::new();
        self.legal_actions_into(rules, &mut actions);
        actions
    }

    /// Like [`GameState::legal_actions`], reusing a buffer: simulations call this millions of
    /// times and must not allocate.
    pub fn legal_actions_into(&self, rules: &RuleSet, actions: &mut Vec<Action>) {
        actions.clear();
        let placements = self.placement_groups(rules);
        let drawable = placements.as_ref().is_some_and(PlacementGroups::can_draw);
        let _ = self.for_each_listed_action(rules, drawable, |action| {
            actions.push(action);
            ControlFlow::Continue(())
        });
        if let Some(groups) = placements {
            let map = &self.player(groups.seat).map;
            groups.for_each(map, rules.board(), |action| actions.push(action));
        }
    }

    /// How many legal actions there are, without listing them.
    pub fn legal_action_count(&self, rules: &RuleSet) -> usize {
        self.pick_legal_action(rules, |count| count).1
    }

    /// The action at `index` in [`GameState::legal_actions`], found without listing them all.
    pub fn nth_legal_action(&self, rules: &RuleSet, index: usize) -> Option<Action> {
        self.pick_legal_action(rules, |_| index).0
    }

    /// Counts the legal actions, lets `choose` pick an index below the count, and returns the
    /// action at that index in [`GameState::legal_actions`] order with the count: one pass
    /// over masks instead of a list (random playouts call this millions of times).
    pub fn pick_legal_action(
        &self,
        rules: &RuleSet,
        choose: impl FnOnce(usize) -> usize,
    ) -> (Option<Action>, usize) {
        if let Some(free) = self.single_die_draft(rules) {
            // Picked from the mask of free dice, without a branch per die: which dice are
            // still free is random.
            let count = free.count_ones() as usize;
            let index = choose(count);
            let die = (index < count).then(|| nth_set_bit_in_byte(free, index) as u8);
            return (die.map(|die| Action::TakeDie { die }), count);
        }
        // The listed actions are few: keep the first ones while counting, so picking one
        // rarely needs a second pass.
        let placements = self.placement_groups(rules);
        let drawable = placements.as_ref().is_some_and(PlacementGroups::can_draw);
        let mut kept = [Action::Pass; KEPT_LISTED_ACTIONS];
        let mut listed = 0;
        let _ = self.for_each_listed_action(rules, drawable, |action| {
            if let Some(slot) = kept.get_mut(listed) {
                *slot = action;
            }
            listed += 1;
            ControlFlow::Continue(())
        });
        let count = listed + placements.as_ref().map_or(0, PlacementGroups::count);
        let index = choose(count);
        if index >= count {
            return (None, count);
        }
        if index >= listed {
            let action = placements.as_ref().and_then(|groups| {
                let map = &self.player(groups.seat).map;
                groups.nth(map, rules.board(), index - listed)
            });
            return (action, count);
        }
        if let Some(&action) = kept.get(index) {
            return (Some(action), count);
        }
        let mut seen = 0;
        let mut found = None;
        let _ = self.for_each_listed_action(rules, drawable, |action| {
            if seen == index {
                found = Some(action);
                return ControlFlow::Break(());
            }
            seen += 1;
            ControlFlow::Continue(())
        });
        (found, count)
    }

    /// At a fill step, `samples` picks among the drawings and the pass alone (the castle bonus
    /// and turned dice left out), each at the index `choose` answers below their count, handed
    /// to `visit`; nothing when there are none. The computer's playouts compare a few drawings
    /// this way without listing them: with the `s` power they are thousands.
    pub fn sample_drawings(
        &self,
        rules: &RuleSet,
        samples: usize,
        mut choose: impl FnMut(usize) -> usize,
        mut visit: impl FnMut(Action),
    ) {
        let Some(groups) = self.placement_groups(rules) else {
            return;
        };
        let count = groups.count();
        if count == 0 {
            return;
        }
        let map = &self.player(groups.seat).map;
        for _ in 0..samples {
            if let Some(action) = groups.nth(map, rules.board(), choose(count)) {
                visit(action);
            }
        }
    }

    /// The free dice (one bit each) at a draft pick where taking one die is the only choice.
    fn single_die_draft(&self, rules: &RuleSet) -> Option<u8> {
        let Step::Draft { pick } = self.step else {
            return None;
        };
        if pick == 0 && self.has_power(self.a, rules, Power::TakeTwoDice) {
            return None;
        }
        Some(self.free_dice())
    }

    /// The dice not taken yet this turn, one bit each.
    pub(super) fn free_dice(&self) -> u8 {
        !self.taken & ((1 << DRAFT_DICE) - 1)
    }

    /// Visits every legal action but the placements and the pass of the fill step (which are
    /// counted from masks instead), in list order, until `visit` breaks. `drawable` tells
    /// whether the filling player's domino can be drawn (the castle bonus depends on it), as the
    /// placements counted anyway say.
    fn for_each_listed_action(
        &self,
        rules: &RuleSet,
        drawable: bool,
        mut visit: impl FnMut(Action) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        match self.step {
            Step::Draft { pick } => {
                for die in 0..DRAFT_DICE as u8 {
                    if !self.is_taken(die) {
                        visit(Action::TakeDie { die })?;
                    }
                }
                if pick == 0 && self.has_power(self.a, rules, Power::TakeTwoDice) {
                    for first in 0..DRAFT_DICE as u8 {
                        for second in first + 1..DRAFT_DICE as u8 {
                            if !self.is_taken(first) && !self.is_taken(second) {
                                visit(Action::TakeTwoDice {
                                    dice: [first, second],
                                })?;
                            }
                        }
                    }
                }
            }
            Step::Fill { player: seat } => {
                let player = self.player(seat);
                let Some(domino) = player.full_domino() else {
                    return ControlFlow::Continue(());
                };
                if !player.castle_bonus_used && drawable {
                    visit(Action::CastleBonus { slot: 0 })?;
                    visit(Action::CastleBonus { slot: 1 })?;
                }
                if self.has_power(seat, rules, Power::TurnDie) {
                    for (slot, die) in (0u8..).zip(domino) {
                        for face in 0..face_count(rules, die) {
                            if is_a_new_look(rules, die, face) {
                                visit(Action::TurnDie { slot, face })?;
                            }
                        }
                    }
                }
            }
            Step::ChooseJokerCoat { player, slot } => {
                let fitting = self.fitting_joker_coats(rules, player, slot);
                for coat in rules.coat_ids() {
                    if fitting & (1 << coat.0) != 0 {
                        visit(Action::ChooseJokerCoat { coat })?;
                    }
                }
            }
            Step::ApplyPower {
                power: Power::DomainBonus,
                ..
            } => {
                for coat in rules.coat_ids() {
                    visit(Action::ChooseBonusCoat { coat })?;
                }
            }
            Step::ApplyPower { player, .. } => {
                for cell in cells_of(self.player(player).map.drawn()) {
                    visit(Action::PlaceCross { cell })?;
                }
            }
            Step::GameOver => {}
        }
        ControlFlow::Continue(())
    }

    /// The fill step's placements, counted per combination of powers. Inlined: returning the
    /// groups would copy them, which random playouts feel.
    #[inline(always)]
    fn placement_groups(&self, rules: &RuleSet) -> Option<PlacementGroups> {
        let Step::Fill { player: seat } = self.step else {
            return None;
        };
        let player = self.player(seat);
        let domino = player.full_domino()?;
        let board = rules.board();
        let connecting = self.connecting_for_faces(rules, seat, domino);
        let anchors = player.map.domino_anchors(board, connecting);
        let anchor_counts = anchors.map(|mask| mask.count_ones() as u8);
        let ordinary = anchor_counts
            .iter()
            .map(|&count| u32::from(count))
            .sum::<u32>();
        let mut groups = PlacementGroups {
            seat,
            connecting,
            connecting_for_ignore: connecting,
            anchors,
            anchor_counts,
            sizes: [(PlacementPowers::NONE, ordinary); 4],
            len: 1,
            pass: ordinary == 0 && !self.must_use_kept_power(rules, seat, domino),
        };
        let owned = self.placement_powers_owned(rules, seat);
        // Most fills happen without either power: nothing more to count.
        if owned != (false, false) {
            if owned.0 {
                groups.connecting_for_ignore =
                    self.connecting_for(rules, seat, domino, IGNORE_CONNECTION);
            }
            for powers in PlacementPowers::spendable(owned).skip(1) {
                let connecting = groups.connecting_for(powers);
                let size = player
                    .map
                    .count_placements(board, connecting, powers, PowerUse::Needed);
                groups.sizes[usize::from(groups.len)] = (powers, size as u32);
                groups.len += 1;
            }
        }
        Some(groups)
    }

    /// Whether the player can spend the `d` and the `s` power now.
    pub(super) fn placement_powers_owned(&self, rules: &RuleSet, seat: SeatNumber) -> (bool, bool) {
        (
            self.has_power(seat, rules, Power::IgnoreConnection),
            self.has_power(seat, rules, Power::SeparateDice),
        )
    }
}

/// The placements of the fill step in list order: one group per combination of powers the
/// player can use (no power first), then the pass when nothing fits without powers.
struct PlacementGroups {
    seat: SeatNumber,
    connecting: [u64; 2],
    /// Where the dice connect for the placements that use the `d` power.
    connecting_for_ignore: [u64; 2],
    /// The ordinary placements (no power), kept as masks with their sizes: most picks land
    /// here.
    anchors: [u64; 4],
    anchor_counts: [u8; 4],
    /// Small numbers, kept small: the groups are built for every random pick.
    sizes: [(PlacementPowers, u32); 4],
    len: u8,
    pass: bool,
}

impl PlacementGroups {
    fn count(&self) -> usize {
        self.drawings() + usize::from(self.pass)
    }

    /// Whether the domino can be drawn somewhere. Most fills have ordinary placements: no sum
    /// needed then.
    fn can_draw(&self) -> bool {
        self.sizes[0].1 > 0 || self.drawings() > 0
    }

    /// Visits every placement, group by group, then the pass: the order of
    /// [`GameState::legal_actions`], which [`PlacementGroups::nth`] follows.
    fn for_each(&self, map: &Map, board: &Board, mut visit: impl FnMut(Action)) {
        for &(powers, _) in &self.sizes[..usize::from(self.len)] {
            let connecting = self.connecting_for(powers);
            map.for_each_placement(board, connecting, powers, PowerUse::Needed, |a, b| {
                visit(Action::Draw(Drawing {
                    cells: [a, b],
                    powers,
                }));
            });
        }
        if self.pass {
            visit(Action::Pass);
        }
    }

    /// The drawings, every group's, without the pass.
    fn drawings(&self) -> usize {
        self.sizes[..usize::from(self.len)]
            .iter()
            .map(|&(_, size)| size as usize)
            .sum()
    }

    /// Where the dice connect for the placements with `powers`.
    pub(super) fn connecting_for(&self, powers: PlacementPowers) -> [u64; 2] {
        if powers.ignore_connection {
            self.connecting_for_ignore
        } else {
            self.connecting
        }
    }

    fn nth(&self, map: &Map, board: &Board, mut index: usize) -> Option<Action> {
        for &(powers, size) in &self.sizes[..usize::from(self.len)] {
            let size = size as usize;
            if index < size {
                let (a, b) = if powers == PlacementPowers::NONE {
                    Map::placement_at_anchor(board, self.anchors, self.anchor_counts, index)?
                } else {
                    let connecting = self.connecting_for(powers);
                    map.nth_placement(board, connecting, powers, PowerUse::Needed, index)?
                };
                return Some(Action::Draw(Drawing {
                    cells: [a, b],
                    powers,
                }));
            }
            index -= size;
        }
        (self.pass && index == 0).then_some(Action::Pass)
    }
}

/// The `d` power alone.
const IGNORE_CONNECTION: PlacementPowers = PlacementPowers {
    ignore_connection: true,
    separate: false,
};
