// Spec 1 §2.1: the shop addresses of catalogue lists, shared by breadcrumbs, sitemaps and the API.
export const listPath = {
  category: (name: string) => `/category/${encodeURIComponent(name)}`,
  subcategory: (name: string) => `/subcategory/${encodeURIComponent(name)}`,
  language: (queryValue: string) => `/languages/${encodeURIComponent(queryValue)}`,
  products: (group: string) => `/products/${encodeURIComponent(group)}`,
  author: (id: number) => `/author/${id}`,
};
