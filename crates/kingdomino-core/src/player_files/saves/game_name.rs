//! A kept file's `game`: which game it keeps, by the game's own name, written bare as RON
//! writes a name (`game: duel`), so any game can keep its files and the files of earlier
//! versions read as they were written.

use std::fmt;
use std::marker::PhantomData;

use serde::de::{self, EnumAccess, VariantAccess};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::table::TableGame;

/// The name of game `G` in a file of its own: a file naming another game is refused as one of
/// `G`.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
pub struct GameName<G: TableGame>(PhantomData<G>);

impl<G: TableGame> fmt::Debug for GameName<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(G::NAME)
    }
}

impl<G: TableGame> Serialize for GameName<G> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_unit_variant("Game", 0, G::NAME)
    }
}

impl<'de, G: TableGame> Deserialize<'de> for GameName<G> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<GameName<G>, D::Error> {
        let KeptName(name) = KeptName::deserialize(deserializer)?;
        if name == G::NAME {
            Ok(GameName(PhantomData))
        } else {
            Err(de::Error::custom(format!(
                "it keeps a game of {name}, not of {}",
                G::NAME
            )))
        }
    }
}

/// The name a kept file gives its game, whichever game that is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeptName(pub String);

impl<'de> Deserialize<'de> for KeptName {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<KeptName, D::Error> {
        deserializer.deserialize_enum("Game", &[], NameVisitor)
    }
}

/// A bare name: what a unit variant's name is to a format.
struct Bare(String);

impl<'de> Deserialize<'de> for Bare {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Bare, D::Error> {
        deserializer
            .deserialize_identifier(NameVisitor)
            .map(|KeptName(name)| Bare(name))
    }
}

struct NameVisitor;

impl<'de> de::Visitor<'de> for NameVisitor {
    type Value = KeptName;

    fn expecting(&self, formatter: &mut fmt::Formatter) -> fmt::Result {
        formatter.write_str("the name of a game")
    }

    fn visit_str<E: de::Error>(self, name: &str) -> Result<KeptName, E> {
        Ok(KeptName(name.to_string()))
    }

    fn visit_enum<A: EnumAccess<'de>>(self, data: A) -> Result<KeptName, A::Error> {
        let (Bare(name), variant) = data.variant::<Bare>()?;
        variant.unit_variant()?;
        Ok(KeptName(name))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::duel::Duel;
    use crate::games::GameKind;
    use crate::original::Original;

    #[derive(Serialize, Deserialize, Debug, PartialEq)]
    #[serde(bound = "")]
    struct Kept<G: TableGame> {
        game: GameName<G>,
    }

    #[derive(Serialize, Deserialize, Debug, PartialEq)]
    struct KeptKind {
        game: GameKind,
    }

    #[test]
    fn a_game_s_name_is_written_as_its_kind_was_and_read_back() {
        let written = ron::to_string(&Kept::<Original> {
            game: GameName::default(),
        })
        .unwrap();
        let as_kind = ron::to_string(&KeptKind {
            game: GameKind::Original,
        })
        .unwrap();
        assert_eq!(written, as_kind);
        assert_eq!(written, "(game:kingdomino)");
        let read: Kept<Original> = ron::from_str(&written).unwrap();
        assert_eq!(read.game, GameName::default());
    }

    #[test]
    fn a_file_of_another_game_is_refused_by_both_names() {
        let error = ron::from_str::<Kept<Duel>>("(game: kingdomino)").unwrap_err();
        assert!(
            error
                .to_string()
                .contains("a game of kingdomino, not of duel"),
            "{error}"
        );
    }

    #[test]
    fn any_game_s_name_is_read_bare() {
        #[derive(Deserialize)]
        struct AnyKept {
            game: KeptName,
        }
        let read: AnyKept = ron::from_str("(format: 2, game: solitaire)").unwrap();
        assert_eq!(read.game, KeptName("solitaire".into()));
    }
}
