//! serde's `Deserializer` over a [`Json`] value, reading what
//! [`ser`](super::ser) writes (and serde_json, which writes the same).

use serde_core::de::{self, DeserializeSeed, IntoDeserializer, Visitor};
use serde_core::forward_to_deserialize_any;

use super::{Error, Json};

type Result<T> = std::result::Result<T, Error>;

/// Visits the number written as `text` with the narrowest of serde's
/// number types that holds it: serde's own impls check the range of the
/// type they read.
fn visit_number<'de, V: Visitor<'de>>(text: &str, visitor: V) -> Result<V::Value> {
    let invalid = || Error::new(format!("invalid number `{text}`"));
    if text.contains(['.', 'e', 'E']) {
        return visitor.visit_f64(text.parse().map_err(|_| invalid())?);
    }
    match text.starts_with('-') {
        true => match text.parse::<i64>() {
            Ok(n) => visitor.visit_i64(n),
            Err(_) => visitor.visit_i128(text.parse().map_err(|_| invalid())?),
        },
        false => match text.parse::<u64>() {
            Ok(n) => visitor.visit_u64(n),
            Err(_) => visitor.visit_u128(text.parse().map_err(|_| invalid())?),
        },
    }
}

/// The methods that read a number: anything else is refused by name
/// (`invalid type: null, expected f64`), as serde_json says it.
macro_rules! numbers {
    ($($method:ident)*) => {$(
        fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
            match self {
                Json::Number(text) => visit_number(&text, visitor),
                other => Err(de::Error::invalid_type(unexpected(&other), &visitor)),
            }
        }
    )*};
}

impl<'de> de::Deserializer<'de> for Json {
    type Error = Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        match self {
            Json::Null => visitor.visit_unit(),
            Json::Bool(b) => visitor.visit_bool(b),
            Json::Number(text) => visit_number(&text, visitor),
            Json::String(text) => visitor.visit_string(text),
            Json::Array(items) => visitor.visit_seq(Items(items.into_iter())),
            Json::Object(entries) => visitor.visit_map(Entries {
                entries: entries.into_iter(),
                value: None,
            }),
        }
    }

    fn deserialize_f32<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        // Read as an `f32` straight from its text: through an `f64` it
        // would be rounded twice, and could come back one step off.
        match self {
            Json::Number(text) => match text.parse::<f32>() {
                Ok(f) => visitor.visit_f32(f),
                Err(_) => visit_number(&text, visitor),
            },
            other => Err(de::Error::invalid_type(unexpected(&other), &visitor)),
        }
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        match self {
            Json::Null => visitor.visit_none(),
            json => visitor.visit_some(json),
        }
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value> {
        visitor.visit_newtype_struct(self)
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value> {
        match self {
            Json::String(variant) => visitor.visit_enum(Enum(variant, None)),
            Json::Object(entries) if entries.len() == 1 => {
                let (variant, value) = entries.into_iter().next().expect("one entry");
                visitor.visit_enum(Enum(variant, Some(value)))
            }
            other => Err(de::Error::invalid_type(unexpected(&other), &visitor)),
        }
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        visitor.visit_unit()
    }

    numbers! {
        deserialize_i8 deserialize_i16 deserialize_i32 deserialize_i64 deserialize_i128
        deserialize_u8 deserialize_u16 deserialize_u32 deserialize_u64 deserialize_u128
        deserialize_f64
    }

    forward_to_deserialize_any! {
        bool char str string bytes byte_buf unit unit_struct seq tuple
        tuple_struct map struct identifier
    }
}

/// What a value is, for serde's "invalid type" messages.
fn unexpected(json: &Json) -> de::Unexpected<'_> {
    match json {
        Json::Null => de::Unexpected::Other("null"),
        Json::Bool(b) => de::Unexpected::Bool(*b),
        Json::Number(text) => match (text.parse(), text.parse()) {
            (Ok(n), _) => de::Unexpected::Unsigned(n),
            (_, Ok(n)) => de::Unexpected::Signed(n),
            _ => de::Unexpected::Float(text.parse().unwrap_or(f64::NAN)),
        },
        Json::String(text) => de::Unexpected::Str(text),
        Json::Array(_) => de::Unexpected::Seq,
        Json::Object(_) => de::Unexpected::Map,
    }
}

/// An array's items, read in order.
struct Items(std::vec::IntoIter<Json>);

impl<'de> de::SeqAccess<'de> for Items {
    type Error = Error;

    fn next_element_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<Option<T::Value>> {
        self.0.next().map(|item| seed.deserialize(item)).transpose()
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.0.len())
    }
}

/// An object's entries, read in order.
struct Entries {
    entries: std::vec::IntoIter<(String, Json)>,
    value: Option<Json>,
}

impl<'de> de::MapAccess<'de> for Entries {
    type Error = Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(&mut self, seed: K) -> Result<Option<K::Value>> {
        let Some((key, value)) = self.entries.next() else {
            return Ok(None);
        };
        self.value = Some(value);
        seed.deserialize(Key(key)).map(Some)
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value> {
        seed.deserialize(
            self.value
                .take()
                .expect("serde reads a key before its value"),
        )
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.entries.len())
    }
}

/// An object's key: a string, which a map of numbers or `bool`s reads
/// back as one.
struct Key(String);

/// A key's methods that read a number, all as `deserialize_i64`.
macro_rules! as_i64 {
    ($($method:ident)*) => {$(
        fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
            self.deserialize_i64(visitor)
        }
    )*};
}

impl<'de> de::Deserializer<'de> for Key {
    type Error = Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        visitor.visit_string(self.0)
    }

    fn deserialize_bool<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        match self.0.as_str() {
            "true" => visitor.visit_bool(true),
            "false" => visitor.visit_bool(false),
            _ => self.deserialize_any(visitor),
        }
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        visitor.visit_some(self)
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value> {
        visitor.visit_newtype_struct(self)
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value> {
        visitor.visit_enum(Enum(self.0, None))
    }

    /// Numbers: the key's text read as one.
    fn deserialize_i64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        visit_number(&self.0, visitor)
    }

    fn deserialize_f32<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        Json::Number(self.0).deserialize_f32(visitor)
    }

    forward_to_deserialize_any! {
        char str string bytes byte_buf unit unit_struct seq tuple
        tuple_struct map struct identifier ignored_any
    }

    // Every integer and `f64` as `i64` does.
    as_i64! {
        deserialize_i8 deserialize_i16 deserialize_i32 deserialize_i128
        deserialize_u8 deserialize_u16 deserialize_u32 deserialize_u64
        deserialize_u128 deserialize_f64
    }
}

/// An enum's variant, by name, and its data unless it is a unit variant.
struct Enum(String, Option<Json>);

impl<'de> de::EnumAccess<'de> for Enum {
    type Error = Error;
    type Variant = Data;

    fn variant_seed<V: DeserializeSeed<'de>>(self, seed: V) -> Result<(V::Value, Data)> {
        let variant = seed.deserialize(IntoDeserializer::<Error>::into_deserializer(self.0))?;
        Ok((variant, Data(self.1)))
    }
}

/// A variant's data, if it has any.
struct Data(Option<Json>);

impl<'de> de::VariantAccess<'de> for Data {
    type Error = Error;

    fn unit_variant(self) -> Result<()> {
        match self.0 {
            None | Some(Json::Null) => Ok(()),
            Some(other) => Err(de::Error::invalid_type(
                unexpected(&other),
                &"a unit variant",
            )),
        }
    }

    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value> {
        match self.0 {
            Some(value) => seed.deserialize(value),
            None => Err(de::Error::invalid_type(
                de::Unexpected::UnitVariant,
                &"a newtype variant",
            )),
        }
    }

    fn tuple_variant<V: Visitor<'de>>(self, _len: usize, visitor: V) -> Result<V::Value> {
        match self.0 {
            Some(value @ Json::Array(_)) => de::Deserializer::deserialize_any(value, visitor),
            _ => Err(de::Error::invalid_type(
                de::Unexpected::UnitVariant,
                &"a tuple variant",
            )),
        }
    }

    fn struct_variant<V: Visitor<'de>>(
        self,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value> {
        match self.0 {
            Some(value @ Json::Object(_)) => de::Deserializer::deserialize_any(value, visitor),
            _ => Err(de::Error::invalid_type(
                de::Unexpected::UnitVariant,
                &"a struct variant",
            )),
        }
    }
}
