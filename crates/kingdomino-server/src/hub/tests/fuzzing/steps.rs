//! What the fuzzer does: the steps a run is made of, and how they are drawn.

use proptest::prelude::*;

use super::{ROOMS, SLOTS, STEPS};
use kingdomino_core::duel::Action as DuelAction;
use kingdomino_core::kingdom::{Cell, CoatId, Direction};
use kingdomino_core::online::RoomAction;
use kingdomino_core::original::Action as OriginalAction;

/// One thing a player, the computer or time does.
#[derive(Clone, Debug)]
pub(super) enum Step {
    /// A hello to one of the rooms (made when new), with a token from an earlier welcome.
    Hello {
        slot: usize,
        room: usize,
        token: Option<usize>,
        game: Made,
    },
    /// A wait for anyone, rated with one of three players' identities.
    Seek {
        slot: usize,
        player: Option<usize>,
    },
    /// A legal action of the seat to act (the `choice`th), at the expected index moved by
    /// `shift`, sent by the slot's connection, or by a connection welcomed to the seat to act
    /// (the `slot`th of them) when `by_its_player`.
    Act {
        slot: usize,
        by_its_player: bool,
        choice: usize,
        shift: i8,
    },
    /// A made-up action of either game, at any index.
    Wild {
        slot: usize,
        index: u32,
        action: RoomAction,
    },
    Rematch {
        slot: usize,
    },
    StandIn {
        slot: usize,
    },
    Leave {
        slot: usize,
    },
    /// The computer answers the turns it was asked for.
    Think {
        seed: u64,
    },
    /// Time passes: the clocks run, the rooms are swept.
    Wait {
        seconds: u16,
    },
}

/// What a hello asks to make.
#[derive(Clone, Copy, Debug)]
pub(super) enum Made {
    Duel { clock: bool },
    DuelAgainstComputer,
    Original { players: u8 },
}

fn wild_action() -> impl Strategy<Value = RoomAction> {
    let duel = prop_oneof![
        any::<u8>().prop_map(|die| DuelAction::TakeDie { die }),
        any::<[u8; 2]>().prop_map(|dice| DuelAction::TakeTwoDice { dice }),
        any::<u8>().prop_map(|slot| DuelAction::CastleBonus { slot }),
        any::<(u8, u8)>().prop_map(|(slot, face)| DuelAction::TurnDie { slot, face }),
        any::<u8>().prop_map(|coat| DuelAction::ChooseJokerCoat { coat: CoatId(coat) }),
        any::<u8>().prop_map(|coat| DuelAction::ChooseBonusCoat { coat: CoatId(coat) }),
        any::<u8>().prop_map(|cell| DuelAction::PlaceCross { cell: Cell(cell) }),
        Just(DuelAction::Pass),
    ]
    .prop_map(RoomAction::Duel);
    let direction = prop_oneof![
        Just(Direction::East),
        Just(Direction::South),
        Just(Direction::West),
        Just(Direction::North),
    ];
    let original = prop_oneof![
        any::<u8>().prop_map(|slot| OriginalAction::Claim { slot }),
        (any::<u32>(), direction)
            .prop_map(|(first, direction)| OriginalAction::Place { first, direction }),
        Just(OriginalAction::Discard),
    ]
    .prop_map(RoomAction::Original);
    prop_oneof![duel, original]
}

fn step() -> impl Strategy<Value = Step> {
    let slot = 0..SLOTS;
    let made = prop_oneof![
        any::<bool>().prop_map(|clock| Made::Duel { clock }),
        Just(Made::DuelAgainstComputer),
        (2u8..=4).prop_map(|players| Made::Original { players }),
    ];
    prop_oneof![
        2 => (slot.clone(), 0..ROOMS.len(), proptest::option::of(0..8usize), made)
            .prop_map(|(slot, room, token, game)| Step::Hello { slot, room, token, game }),
        2 => (slot.clone(), proptest::option::of(0..3usize))
            .prop_map(|(slot, player)| Step::Seek { slot, player }),
        100 => (slot.clone(), prop::bool::weighted(0.9), 0..64usize, prop_oneof![8 => Just(0i8), 1 => any::<i8>()])
            .prop_map(|(slot, by_its_player, choice, shift)| Step::Act { slot, by_its_player, choice, shift }),
        1 => (slot.clone(), any::<u32>(), wild_action())
            .prop_map(|(slot, index, action)| Step::Wild { slot, index, action }),
        2 => slot.clone().prop_map(|slot| Step::Rematch { slot }),
        1 => slot.clone().prop_map(|slot| Step::StandIn { slot }),
        1 => slot.clone().prop_map(|slot| Step::Leave { slot }),
        6 => any::<u64>().prop_map(|seed| Step::Think { seed }),
        1 => (0u16..400).prop_map(|seconds| Step::Wait { seconds }),
    ]
}

pub(super) fn steps() -> impl Strategy<Value = Vec<Step>> {
    prop::collection::vec(step(), STEPS / 2..STEPS)
}
