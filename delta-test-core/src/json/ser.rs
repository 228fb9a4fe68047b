//! serde's `Serializer` into a [`Json`] value, in serde_json's shapes:
//! structs and maps are objects, sequences and tuples arrays, an enum
//! variant with data an object of one entry, `None` and `()` `null`.

use serde_core::ser::{self, Serialize};

use super::{Error, Json};

/// Serializes a value into a [`Json`].
pub(super) struct ValueSerializer;

type Result<T> = std::result::Result<T, Error>;

impl ser::Serializer for ValueSerializer {
    type Ok = Json;
    type Error = Error;
    type SerializeSeq = Items;
    type SerializeTuple = Items;
    type SerializeTupleStruct = Items;
    type SerializeTupleVariant = Variant<Items>;
    type SerializeMap = Entries;
    type SerializeStruct = Entries;
    type SerializeStructVariant = Variant<Entries>;

    fn serialize_bool(self, v: bool) -> Result<Json> {
        Ok(Json::Bool(v))
    }
    fn serialize_i8(self, v: i8) -> Result<Json> {
        Ok(Json::number(v))
    }
    fn serialize_i16(self, v: i16) -> Result<Json> {
        Ok(Json::number(v))
    }
    fn serialize_i32(self, v: i32) -> Result<Json> {
        Ok(Json::number(v))
    }
    fn serialize_i64(self, v: i64) -> Result<Json> {
        Ok(Json::number(v))
    }
    fn serialize_i128(self, v: i128) -> Result<Json> {
        Ok(Json::number(v))
    }
    fn serialize_u8(self, v: u8) -> Result<Json> {
        Ok(Json::number(v))
    }
    fn serialize_u16(self, v: u16) -> Result<Json> {
        Ok(Json::number(v))
    }
    fn serialize_u32(self, v: u32) -> Result<Json> {
        Ok(Json::number(v))
    }
    fn serialize_u64(self, v: u64) -> Result<Json> {
        Ok(Json::number(v))
    }
    fn serialize_u128(self, v: u128) -> Result<Json> {
        Ok(Json::number(v))
    }
    fn serialize_f32(self, v: f32) -> Result<Json> {
        // Its own shortest text, which reads back as this `f32` exactly.
        Ok(match v.is_finite() {
            true => Json::Number(format!("{v:?}")),
            false => Json::Null,
        })
    }
    fn serialize_f64(self, v: f64) -> Result<Json> {
        Ok(Json::float(v))
    }
    fn serialize_char(self, v: char) -> Result<Json> {
        Ok(Json::String(v.to_string()))
    }
    fn serialize_str(self, v: &str) -> Result<Json> {
        Ok(Json::str(v))
    }
    fn serialize_bytes(self, v: &[u8]) -> Result<Json> {
        Ok(Json::Array(v.iter().map(|&b| Json::number(b)).collect()))
    }
    fn serialize_none(self) -> Result<Json> {
        Ok(Json::Null)
    }
    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<Json> {
        value.serialize(self)
    }
    fn serialize_unit(self) -> Result<Json> {
        Ok(Json::Null)
    }
    fn serialize_unit_struct(self, _name: &'static str) -> Result<Json> {
        Ok(Json::Null)
    }
    fn serialize_unit_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
    ) -> Result<Json> {
        Ok(Json::str(variant))
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        value: &T,
    ) -> Result<Json> {
        value.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        value: &T,
    ) -> Result<Json> {
        Ok(Json::object([(variant, value.serialize(self)?)]))
    }
    fn serialize_seq(self, len: Option<usize>) -> Result<Items> {
        Ok(Items(Vec::with_capacity(len.unwrap_or(0))))
    }
    fn serialize_tuple(self, len: usize) -> Result<Items> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_struct(self, _: &'static str, len: usize) -> Result<Items> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        len: usize,
    ) -> Result<Variant<Items>> {
        Ok(Variant(variant, Items(Vec::with_capacity(len))))
    }
    fn serialize_map(self, _len: Option<usize>) -> Result<Entries> {
        Ok(Entries::default())
    }
    fn serialize_struct(self, _: &'static str, _len: usize) -> Result<Entries> {
        Ok(Entries::default())
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Variant<Entries>> {
        Ok(Variant(variant, Entries::default()))
    }
}

/// An array's items so far.
pub(super) struct Items(Vec<Json>);

impl Items {
    fn push<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<()> {
        self.0.push(value.serialize(ValueSerializer)?);
        Ok(())
    }
}

impl ser::SerializeSeq for Items {
    type Ok = Json;
    type Error = Error;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<()> {
        self.push(value)
    }
    fn end(self) -> Result<Json> {
        Ok(Json::Array(self.0))
    }
}

impl ser::SerializeTuple for Items {
    type Ok = Json;
    type Error = Error;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<()> {
        self.push(value)
    }
    fn end(self) -> Result<Json> {
        Ok(Json::Array(self.0))
    }
}

impl ser::SerializeTupleStruct for Items {
    type Ok = Json;
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<()> {
        self.push(value)
    }
    fn end(self) -> Result<Json> {
        Ok(Json::Array(self.0))
    }
}

/// An object's entries so far, and a map's key waiting for its value.
#[derive(Default)]
pub(super) struct Entries {
    entries: Vec<(String, Json)>,
    key: Option<String>,
}

impl ser::SerializeMap for Entries {
    type Ok = Json;
    type Error = Error;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<()> {
        self.key = Some(key_text(key.serialize(ValueSerializer)?)?);
        Ok(())
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<()> {
        let key = self.key.take().expect("serde gives a key before its value");
        self.entries.push((key, value.serialize(ValueSerializer)?));
        Ok(())
    }
    fn end(self) -> Result<Json> {
        Ok(Json::Object(self.entries))
    }
}

impl ser::SerializeStruct for Entries {
    type Ok = Json;
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<()> {
        self.entries
            .push((key.to_string(), value.serialize(ValueSerializer)?));
        Ok(())
    }
    fn end(self) -> Result<Json> {
        Ok(Json::Object(self.entries))
    }
}

/// A map's key as an object's key: strings as they are, numbers and
/// `bool`s as their text (a newtype's or a unit variant's too, since they
/// serialize as those); anything else cannot be a key in JSON.
fn key_text(key: Json) -> Result<String> {
    match key {
        Json::String(text) | Json::Number(text) => Ok(text),
        Json::Bool(b) => Ok(b.to_string()),
        _ => Err(Error::new("key must be a string")),
    }
}

/// An enum variant's data so far, and the variant's name.
pub(super) struct Variant<T>(&'static str, T);

impl ser::SerializeTupleVariant for Variant<Items> {
    type Ok = Json;
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<()> {
        self.1.push(value)
    }
    fn end(self) -> Result<Json> {
        Ok(Json::object([(self.0, Json::Array(self.1 .0))]))
    }
}

impl ser::SerializeStructVariant for Variant<Entries> {
    type Ok = Json;
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<()> {
        ser::SerializeStruct::serialize_field(&mut self.1, key, value)
    }
    fn end(self) -> Result<Json> {
        Ok(Json::object([(self.0, Json::Object(self.1.entries))]))
    }
}
