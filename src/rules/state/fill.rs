//! Filling the map: the castle bonus, turning a die, drawing (jokers' coats included) or passing.

use super::legal::placement_power_choices;
use super::{DominoDie, GameState, JokerDrawing, Origin, Step};
use crate::rules::action::{Action, ActionError, Drawing};
use crate::rules::map::{PlacementPowers, PowerUse};
use crate::rules::ruleset::{CoatId, Power, RuleSet};

impl GameState {
    pub(super) fn apply_fill(
        &mut self,
        rules: &RuleSet,
        seat: u8,
        action: Action,
        origin: Origin,
    ) -> Result<(), ActionError> {
        let player = self.player(seat);
        let Some(domino) = player.full_domino() else {
            return Err(ActionError::NotNow);
        };
        match action {
            Action::CastleBonus { slot } => {
                if usize::from(slot) >= domino.len() {
                    return Err(ActionError::NoSuchSlot);
                }
                if player.castle_bonus_used {
                    return Err(ActionError::CastleBonusUsed);
                }
                // The engine offers the bonus only where the domino can be drawn.
                if origin == Origin::Outside && !self.can_draw(rules, seat, domino) {
                    return Err(ActionError::NothingToDraw);
                }
                let player = &mut self.players[usize::from(seat)];
                player.castle_bonus_used = true;
                if let Some(die) = &mut player.domino[usize::from(slot)] {
                    die.castle_cross = true;
                }
                Ok(())
            }
            Action::TurnDie { slot, face } => {
                let die = *domino
                    .get(usize::from(slot))
                    .ok_or(ActionError::NoSuchSlot)?;
                if !self.has_power(seat, rules, Power::TurnDie) {
                    return Err(ActionError::PowerUnavailable(Power::TurnDie));
                }
                if face >= face_count(rules, die) {
                    return Err(ActionError::NoSuchFace);
                }
                if shows_the_same(rules, die, face) {
                    return Err(ActionError::SameFace);
                }
                if !is_a_new_look(rules, die, face) {
                    return Err(ActionError::LookNamedEarlier);
                }
                self.use_power(seat, rules, Power::TurnDie);
                if let Some(die) = &mut self.players[usize::from(seat)].domino[usize::from(slot)] {
                    die.face = face;
                }
                Ok(())
            }
            Action::Draw(drawing) => {
                if origin == Origin::Outside {
                    self.check_drawing(rules, seat, domino, drawing)?;
                }
                for power in [Power::IgnoreConnection, Power::SeparateDice] {
                    if uses(drawing.powers, power) {
                        self.use_power(seat, rules, power);
                    }
                }
                let coat = |slot: usize| GameState::drawn_face(rules, domino[slot]).0;
                let coats = [coat(0), coat(1)];
                self.continue_drawing(rules, seat, JokerDrawing { drawing, coats });
                Ok(())
            }
            Action::Pass => {
                // The engine offers the pass only where no ordinary placement exists.
                if origin == Origin::Outside {
                    let connecting = self.connecting_for_faces(rules, seat, domino);
                    if self
                        .player(seat)
                        .map
                        .has_placement(rules.board(), connecting)
                    {
                        return Err(ActionError::MustDraw);
                    }
                }
                // No ordinary placement exists here, so only a kept `d` or `s` could draw.
                let could_draw = self.placement_powers_owned(rules, seat) != (false, false)
                    && self.can_draw(rules, seat, domino);
                let player = &mut self.players[usize::from(seat)];
                player.could_draw = could_draw;
                // The castle bonus changes crosses, never where the domino fits: on a pass it
                // would be spent for nothing, so it goes back to the player.
                let mut bonus_returned = false;
                for die in player.domino.iter_mut().flatten() {
                    bonus_returned |= std::mem::take(&mut die.castle_cross);
                }
                if bonus_returned {
                    player.castle_bonus_used = false;
                }
                self.finish_fill(rules, seat);
                Ok(())
            }
            _ => Err(ActionError::NotNow),
        }
    }

    /// Where each die of the domino would connect, a joker wherever some coat would.
    pub(super) fn connecting_for_faces(
        &self,
        rules: &RuleSet,
        seat: u8,
        domino: [DominoDie; 2],
    ) -> [u64; 2] {
        let map = &self.player(seat).map;
        let connecting = |slot: usize| {
            map.connecting_cells(rules.board(), GameState::drawn_face(rules, domino[slot]).0)
        };
        // Written out: `array::map` costs measurably more in the simulations' hot path.
        [connecting(0), connecting(1)]
    }

    /// Where each die connects for a drawing with `powers`. The `d` power frees a joker's coat
    /// too, so it is needed wherever some coat the joker may take would not connect: for it, a
    /// joker connects only where every coat would.
    pub(super) fn connecting_for(
        &self,
        rules: &RuleSet,
        seat: u8,
        domino: [DominoDie; 2],
        powers: PlacementPowers,
    ) -> [u64; 2] {
        if !powers.ignore_connection {
            return self.connecting_for_faces(rules, seat, domino);
        }
        let map = &self.player(seat).map;
        let board = rules.board();
        let connecting = |slot: usize| match GameState::drawn_face(rules, domino[slot]).0 {
            Some(coat) => map.connecting_cells(board, Some(coat)),
            None => map.connecting_cells_for_every_coat(board, rules.coat_ids()),
        };
        [connecting(0), connecting(1)]
    }

    /// Whether the player filling now can draw their domino as its dice show.
    pub(super) fn filler_can_draw(&self, rules: &RuleSet) -> bool {
        let Step::Fill { player: seat } = self.step else {
            return false;
        };
        self.player(seat)
            .full_domino()
            .is_some_and(|domino| self.can_draw(rules, seat, domino))
    }

    /// Whether the domino, as its dice show now, can be drawn somewhere, with the `d` and `s`
    /// powers the player keeps.
    fn can_draw(&self, rules: &RuleSet, seat: u8, domino: [DominoDie; 2]) -> bool {
        let map = &self.player(seat).map;
        let board = rules.board();
        let connecting = self.connecting_for_faces(rules, seat, domino);
        map.has_placement(board, connecting)
            || placement_power_choices(self.placement_powers_owned(rules, seat))
                .skip(1)
                .any(|powers| {
                    map.count_placements(board, connecting, powers, PowerUse::Allowed) > 0
                })
    }

    fn check_drawing(
        &self,
        rules: &RuleSet,
        seat: u8,
        domino: [DominoDie; 2],
        drawing: Drawing,
    ) -> Result<(), ActionError> {
        let board = rules.board();
        let map = &self.player(seat).map;
        for power in [Power::IgnoreConnection, Power::SeparateDice] {
            if uses(drawing.powers, power) && !self.has_power(seat, rules, power) {
                return Err(ActionError::PowerUnavailable(power));
            }
        }
        for cell in drawing.cells {
            if cell.index() >= board.cell_count() {
                return Err(ActionError::OffMap);
            }
            if cell == board.castle() {
                return Err(ActionError::CastleSquare);
            }
            if map.empty(board) & cell.bit() == 0 {
                return Err(ActionError::SquareNotEmpty);
            }
        }
        let [first, second] = drawing.cells;
        if first == second {
            return Err(ActionError::SquareNotEmpty);
        }
        let needed = self.connecting_for(rules, seat, domino, drawing.powers);
        if map.permits(
            board,
            needed,
            drawing.powers,
            PowerUse::Needed,
            drawing.cells,
        ) {
            return Ok(());
        }
        let connecting = self.connecting_for_faces(rules, seat, domino);
        let permits =
            |powers, power_use| map.permits(board, connecting, powers, power_use, drawing.cells);
        // Refused: find the reason a player would want to read.
        if permits(drawing.powers, PowerUse::Allowed) {
            let without_ignore = PlacementPowers {
                ignore_connection: false,
                ..drawing.powers
            };
            let wasted =
                if drawing.powers.ignore_connection && permits(without_ignore, PowerUse::Allowed) {
                    Power::IgnoreConnection
                } else {
                    Power::SeparateDice
                };
            return Err(ActionError::PowerNotNeeded(wasted));
        }
        Err(if board.are_adjacent(first, second) {
            ActionError::NotConnected
        } else if !drawing.powers.separate {
            ActionError::SquaresNotTouching
        } else {
            let slot = u8::from(connecting[0] & first.bit() != 0);
            ActionError::SeparateSquareNotConnected { slot }
        })
    }

    /// Draws the domino once every joker has its coat, or asks for the next joker's coat.
    fn continue_drawing(&mut self, rules: &RuleSet, seat: u8, joker_drawing: JokerDrawing) {
        if let Some(slot) = joker_drawing.coats.iter().position(Option::is_none) {
            self.joker_drawing = Some(joker_drawing);
            self.step = Step::ChooseJokerCoat {
                player: seat,
                slot: slot as u8,
            };
            return;
        }
        self.joker_drawing = None;
        let player = &mut self.players[usize::from(seat)];
        let Some(domino) = player.full_domino() else {
            return;
        };
        for ((die, cell), coat) in domino
            .into_iter()
            .zip(joker_drawing.drawing.cells)
            .zip(joker_drawing.coats)
        {
            let (_, crosses) = GameState::drawn_face(rules, die);
            player.map.draw(cell, coat.unwrap_or(CoatId(0)), crosses);
        }
        player.drew = true;
        player.could_draw = true;
        self.finish_fill(rules, seat);
    }

    /// The coats (one bit each) that the joker in `slot` may take and keep the pending drawing
    /// legal; a joker still without a coat counts as whichever coat suits it best.
    pub(super) fn fitting_joker_coats(&self, rules: &RuleSet, seat: u8, slot: u8) -> u32 {
        let (Some(JokerDrawing { drawing, coats }), slot @ 0..=1) =
            (self.joker_drawing, usize::from(slot))
        else {
            return 0;
        };
        let board = rules.board();
        let map = &self.player(seat).map;
        let mut connecting = [0; 2];
        connecting[1 - slot] = map.connecting_cells(board, coats[1 - slot]);
        let mut fitting = 0;
        for coat in rules.coat_ids() {
            connecting[slot] = map.connecting_cells(board, Some(coat));
            let cells = drawing.cells;
            if map.permits(board, connecting, drawing.powers, PowerUse::Allowed, cells) {
                fitting |= 1 << coat.0;
            }
        }
        fitting
    }

    pub(super) fn apply_joker_coat(
        &mut self,
        rules: &RuleSet,
        seat: u8,
        slot: u8,
        action: Action,
        origin: Origin,
    ) -> Result<(), ActionError> {
        let Action::ChooseJokerCoat { coat } = action else {
            return Err(ActionError::NotNow);
        };
        if rules.coat(coat).is_none() {
            return Err(ActionError::UnknownCoat);
        }
        if origin == Origin::Outside
            && self.fitting_joker_coats(rules, seat, slot) & (1 << coat.0) == 0
        {
            return Err(ActionError::JokerCoatNotConnected);
        }
        let Some(mut joker_drawing) = self.joker_drawing else {
            return Err(ActionError::NotNow);
        };
        joker_drawing.coats[usize::from(slot)] = Some(coat);
        self.continue_drawing(rules, seat, joker_drawing);
        Ok(())
    }
}

/// Whether turning `die` to `face` would show what it shows now (the same coat and crosses, or
/// both jokers): the `ss` power would be spent for nothing.
fn shows_the_same(rules: &RuleSet, die: DominoDie, face: u8) -> bool {
    first_alike(rules, die.die, face) == first_alike(rules, die.die, die.face)
}

fn first_alike(rules: &RuleSet, die: u8, face: u8) -> u8 {
    rules
        .dice()
        .get(usize::from(die))
        .map_or(face, |d| d.first_alike(face))
}

/// Whether `face` is the first of the die's faces to show what it shows, and shows something
/// else than the die now: each different look is one action.
pub(super) fn is_a_new_look(rules: &RuleSet, die: DominoDie, face: u8) -> bool {
    first_alike(rules, die.die, face) == face && !shows_the_same(rules, die, face)
}

pub(super) fn face_count(rules: &RuleSet, die: DominoDie) -> u8 {
    rules
        .dice()
        .get(usize::from(die.die))
        .map_or(0, |d| d.faces.len() as u8)
}

fn uses(powers: PlacementPowers, power: Power) -> bool {
    match power {
        Power::IgnoreConnection => powers.ignore_connection,
        Power::SeparateDice => powers.separate,
        _ => false,
    }
}
